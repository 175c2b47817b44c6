import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eventFactory, openTestDb, project, resetTables, snapshot, type TestDb } from '../testing/harness.ts';
import { monitoringProjection } from './monitoring.ts';

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => {
  await db.close();
});
beforeEach(async () => {
  await resetTables(db.pool, monitoringProjection);
});

const USER = '00000000-0000-4000-8000-0000000000aa';

const windowData = (windowStart: string, windowEnd: string, requests: number) => ({
  meterId: 'host-1-abc',
  windowStart,
  windowEnd,
  endpoints: [
    { endpoint: 'POST /api/research', tier: 'ai' as const, requests, limited: 1, limitedWaitSeconds: 60, totalDurationMs: 40 },
    { endpoint: 'GET /api/supplements', tier: 'general' as const, requests: 5, limited: 0, limitedWaitSeconds: 0, totalDurationMs: 10 },
  ],
  userIds: [USER],
  users: 1,
  anonymousClients: 2,
});

describe('ApiTrafficMetered', () => {
  it('adds a row per endpoint of the window and moves the user’s last-seen forward; a replay adds nothing', async () => {
    const event = eventFactory();
    const later = event('traffic-host-1-abc', 'ApiTrafficMetered', windowData('2026-11-22T10:00:10.000Z', '2026-11-22T10:00:20.000Z', 3), { userId: null, occurredAt: '2026-11-22T10:00:20.000Z' });
    const earlier = event('traffic-host-1-abc', 'ApiTrafficMetered', windowData('2026-11-22T10:00:00.000Z', '2026-11-22T10:00:10.000Z', 2), { userId: null, occurredAt: '2026-11-22T10:00:10.000Z' });
    await project(db.pool, monitoringProjection, later, earlier);
    const once = { traffic: await snapshot(db.pool, 'api_traffic'), users: await snapshot(db.pool, 'api_active_users') };
    await project(db.pool, monitoringProjection, later, earlier);
    expect({ traffic: await snapshot(db.pool, 'api_traffic'), users: await snapshot(db.pool, 'api_active_users') }).toEqual(once);

    expect(once.traffic).toHaveLength(4);
    expect(once.users.map((row) => JSON.parse(row))).toEqual([{ user_id: USER, last_seen_at: '2026-11-22T10:00:20+00:00' }]);
  });
});
