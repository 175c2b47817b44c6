import { describe, expect, it } from 'vitest';
import { createMetrics, type ProjectionGauge } from './metrics.ts';

const intake: ProjectionGauge = { name: 'intake', rebuilding: false, position: 7n, headPosition: 9n, lagEvents: 2n, lagSeconds: 0.5, quarantined: 1 };
const rebuild: ProjectionGauge = { ...intake, name: 'intake__rebuild', rebuilding: true, position: 3n };

describe('a scrape of the projection gauges', () => {
  it('reads the projections once for all of them, and again at the next scrape', async () => {
    const metrics = createMetrics();
    let reads = 0;
    metrics.readProjectionsWith(async () => {
      reads += 1;
      return [intake, rebuild];
    });
    const text = await metrics.registry.metrics();
    expect(reads).toBe(1);
    expect(text).toContain('regimen_projection_position{projection="intake"} 7');
    expect(text).toContain('regimen_projection_lag_events{projection="intake"} 2');
    expect(text).toContain('regimen_projection_lag_seconds{projection="intake"} 0.5');
    expect(text).toContain('regimen_projection_dead_letters_open{projection="intake"} 1');
    expect(text).toContain('regimen_projection_rebuild_progress_ratio{projection="intake"} 0.3333333333333333');
    expect(text).not.toContain('projection="intake__rebuild"');
    await metrics.registry.metrics();
    expect(reads).toBe(2);
  });
});
