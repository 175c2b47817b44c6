import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../lib/api-client.ts';
import { createDemoFetch } from '../../../demo/demo-fetch.ts';
import { getTakes, recentTakesPath } from './get-takes.ts';

const now = new Date('2025-06-15T12:00:00.000Z');

describe('the dashboard reading takes', () => {
  it('asks for the last 48 hours only, in one page of the largest size the list allows', () => {
    const url = new URL(recentTakesPath(now), 'http://app.invalid');
    expect(url.pathname).toBe('/api/supplement-takes');
    expect(url.searchParams.get('from')).toBe('2025-06-13T12:00:00.000Z');
    expect(url.searchParams.get('limit')).toBe('500');
  });

  it('gets its answer from demo mode too (the range in the query does not hide the route)', async () => {
    let id = 0;
    const api = createApiClient({ fetch: createDemoFetch({ now: () => now, newId: () => `00000000-0000-4000-8000-${String(++id).padStart(12, '0')}`, utcOffsetMinutes: 0, aiDelayMs: 0 }) });
    const takes = await getTakes(api, now);
    expect(takes.length).toBeGreaterThan(0);
  });
});
