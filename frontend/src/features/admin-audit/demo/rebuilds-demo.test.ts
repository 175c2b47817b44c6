import { auditEntitySchema, rebuildRunsSchema, rebuildStartedSchema } from '@regimen/domain/contracts/admin-audit';
import { describe, expect, it } from 'vitest';
import { createDemoFetch } from '../../../demo/demo-fetch.ts';
import { createApiClient } from '../../../lib/api-client.ts';

/** A demo visitor's API on a clock the test moves. */
function demoApi() {
  let id = 900;
  let now = new Date('2026-11-24T10:00:00.000Z');
  const fetch = createDemoFetch({ now: () => now, newId: () => `00000000-0000-4000-8000-${String(++id).padStart(12, '0')}`, utcOffsetMinutes: 0, aiDelayMs: 0 });
  return { api: createApiClient({ fetch }), later: (ms: number) => (now = new Date(now.getTime() + ms)) };
}

describe('a rebuild in demo mode', () => {
  it('is recorded as rebuild events: live progress while it runs, then succeeded, and the audit trail shows it', async () => {
    const { api, later } = demoApi();
    const { runId } = await api.send('POST', '/api/admin/projections/rebuild', undefined, rebuildStartedSchema);
    await expect(api.send('POST', '/api/admin/projections/supplements/rebuild', undefined, rebuildStartedSchema)).rejects.toMatchObject({ status: 409 });

    later(2_000);
    const [running] = (await api.get('/api/admin/rebuilds', rebuildRunsSchema)).runs;
    expect(running).toMatchObject({ id: runId, status: 'running', source: 'admin' });
    expect(running!.applied).toBeGreaterThan(0);
    expect(running!.applied).toBeLessThan(running!.total);
    expect(running!.eventsPerSecond).toBeGreaterThan(0);
    expect(running!.etaSeconds).toBe(2);

    later(3_000);
    const [done] = (await api.get('/api/admin/rebuilds', rebuildRunsSchema)).runs;
    expect(done).toMatchObject({ id: runId, status: 'succeeded', phase: 'done', etaSeconds: null, durationSeconds: 5 });
    expect(done!.applied).toBe(done!.total);

    const stream = await api.get(`/api/admin/audit/streams/rebuild-${runId}`, auditEntitySchema);
    expect(stream.entries.map((entry) => entry.type)).toEqual(['RebuildStarted', 'RebuildProgressed', 'RebuildProgressed', 'RebuildFinished']);
    expect(stream.entries[0]?.actor.kind).toBe('admin');
  });
});
