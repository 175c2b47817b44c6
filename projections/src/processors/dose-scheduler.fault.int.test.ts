import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type DatabasePool } from 'slonik';
import { z } from 'zod';
import { missedDoses } from '@regimen/domain/rules/missed-doses';
import { supplementsProjection } from '../read-models/supplements.ts';
import { eventually } from '../testing/eventually.ts';
import { eventFactory, project } from '../testing/harness.ts';
import { openSchedulerFaultHarness, type SchedulerFaultHarness } from '../testing/scheduler-fault-harness.ts';

/**
 * The Done-means test of issue 14: the dose scheduler's process is SIGKILLed in the middle of a
 * pass (between appends of its catch-up), then two processes start on the same database. The
 * log ends with every missed slot exactly once, and a standby takes over from a killed leader.
 */

const NOW = '2026-03-01T12:00:00.000Z';
const USERS = 24;

let harness: SchedulerFaultHarness;
let pool: DatabasePool;
const users = Array.from({ length: USERS }, () => ({ userId: randomUUID(), supplementId: randomUUID() }));

beforeAll(async () => {
  harness = await openSchedulerFaultHarness(NOW);
  ({ pool } = harness);
  const event = eventFactory();
  for (const [index, { userId, supplementId }] of users.entries()) {
    // Added 10 to 29 days ago, twice daily: some hundreds of missed slots in the 30-day catch-up.
    const createdAt = new Date(Date.parse(NOW) - (10 + (index % 20)) * 86_400_000).toISOString();
    await project(pool, supplementsProjection, event(`supplements-${userId}`, 'SupplementAdded', {
      supplementId, name: 'Magnesium', brand: null, type: 'single', dosage: '1 capsule', frequency: 'twice-daily', timing: 'morning',
      currentStock: null, lowStockThreshold: null, isActive: true, fastingSafe: true, nextDueTime: null, imageUrl: null, notes: null,
      ingredients: null, unitsPerDose: 1, doseTimes: null,
    }, { userId, occurredAt: createdAt }));
  }
}, 60_000);

afterAll(async () => harness?.close());

const start = (tag: string) => harness.start(tag);

const Row = z.object({ streams: z.number(), events: z.number(), slots: z.number() });
/** DoseMissed in the log: events, distinct streams and distinct (user, supplement, slot). */
const logged = () =>
  pool.one(sql.type(Row)`
    select count(*)::int as events, count(distinct stream_id)::int as streams,
      count(distinct (metadata->>'userId', data->>'supplementId', data->>'plannedAt'))::int as slots
    from events where event_type = 'DoseMissed'`);


describe('the dose scheduler process killed mid-run, then two processes', () => {
  it('records every missed slot exactly once, and a standby takes over from a killed leader', async () => {
    const total = (await pool.any(sql.type(z.object({ id: z.string(), userId: z.string(), timing: z.string(), frequency: z.string(), isActive: z.boolean(), createdAt: z.string() }))`
      select id, user_id as "userId", timing, frequency, is_active as "isActive", created_at as "createdAt" from supplements`))
      .reduce((sum, supplement) => sum + missedDoses({ supplements: [supplement], takes: [], zone: 'UTC', from: new Date(Date.parse(NOW) - 30 * 86_400_000), until: new Date(NOW) }).length, 0);
    expect(total).toBeGreaterThan(300);

    const first = await start('scheduler-a');
    await first.line('APPENDED 60');
    await first.kill();
    const afterKill = await logged();
    expect(afterKill.events).toBeLessThan(total);
    expect(afterKill.events).toBe(afterKill.slots);

    const [b, c] = await Promise.all([start('scheduler-b'), start('scheduler-c')]);
    const leader = await Promise.race([b.line('CAUGHT-UP', 60_000).then(() => b), c.line('CAUGHT-UP', 60_000).then(() => c)]);
    expect(await logged()).toEqual({ events: total, streams: total, slots: total });

    // Forget the watermark and kill the leader: the standby takes the lock, judges the whole
    // catch-up again and writes nothing.
    const standby = leader === b ? c : b;
    await leader.kill();
    await pool.query(sql.unsafe`delete from scheduler_watermarks`);
    await standby.line('CAUGHT-UP', 30_000);
    await eventually(async () => expect(await logged()).toEqual({ events: total, streams: total, slots: total }), 2_000, 100);
    await standby.stop();
  }, 120_000);
});
