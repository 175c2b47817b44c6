import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type DatabasePool } from 'slonik';
import { z } from 'zod';
import { remindersProjection } from '../read-models/reminders.ts';
import { supplementsProjection } from '../read-models/supplements.ts';
import { eventually } from '../testing/eventually.ts';
import { eventFactory, project } from '../testing/harness.ts';
import { openSchedulerFaultHarness, type SchedulerFaultHarness } from '../testing/scheduler-fault-harness.ts';

/**
 * The Done-means test of issue 14 for reminders: the scheduler's process is SIGKILLed in the
 * middle of a reminder pass (between appends), then two processes start on the same database. The
 * log ends with every reminder and low-stock notice exactly once, and a standby that takes over
 * from a killed leader (its read model of what was issued lost too) issues nothing again.
 */

// 40 minutes after the 08:00 UTC slot: attempt 1 is due.
const NOW = '2026-03-01T08:40:00.000Z';
const USERS = 60;

let harness: SchedulerFaultHarness;
let pool: DatabasePool;
const users = Array.from({ length: USERS }, () => ({ userId: randomUUID(), supplementId: randomUUID() }));

beforeAll(async () => {
  harness = await openSchedulerFaultHarness(NOW);
  ({ pool } = harness);
  const event = eventFactory();
  for (const [index, { userId, supplementId }] of users.entries()) {
    // A daily morning dose added the day before; every other one with its stock below the threshold.
    const addition = event(`supplements-${userId}`, 'SupplementAdded', {
      supplementId, name: 'Magnesium', brand: null, type: 'single', dosage: '1 capsule', frequency: 'daily', timing: 'morning',
      currentStock: index % 2 === 0 ? 2 : 40, lowStockThreshold: 5, isActive: true, fastingSafe: true, nextDueTime: null, imageUrl: null, notes: null,
      ingredients: null, unitsPerDose: 1, doseTimes: null,
    }, { userId, occurredAt: '2026-02-28T12:00:00.000Z' });
    await project(pool, supplementsProjection, addition);
    await project(pool, remindersProjection, addition);
  }
}, 60_000);

afterAll(async () => harness?.close());

const start = (tag: string) => harness.start(tag);

const Row = z.object({ events: z.number(), streams: z.number(), notices: z.number() });
/** Notices in the log: events, distinct streams and distinct (user, type, supplement, slot, attempt, generation). */
const logged = () =>
  pool.one(sql.type(Row)`
    select count(*)::int as events, count(distinct stream_id)::int as streams,
      count(distinct (metadata->>'userId', event_type, data->>'supplementId', data->>'plannedAt', data->>'attempt', data->>'generation'))::int as notices
    from events where event_type in ('DoseReminderIssued', 'LowStockNoticeIssued')`);

describe('the scheduler process killed in the middle of a reminder pass, then two processes', () => {
  it('issues every reminder and low-stock notice exactly once, and a standby taking over issues nothing again', async () => {
    // Each user's attempt 1, and a low-stock notice for every other one.
    const total = USERS + USERS / 2;

    const first = await start('reminder-a');
    await first.line('APPENDED 30');
    await first.kill();
    const afterKill = await logged();
    expect(afterKill.events).toBeGreaterThanOrEqual(30);
    expect(afterKill.events).toBeLessThan(total);
    expect(afterKill.events).toBe(afterKill.notices);

    const [b, c] = await Promise.all([start('reminder-b'), start('reminder-c')]);
    const leader = await Promise.race([b.line('REMINDED', 60_000).then(() => b), c.line('REMINDED', 60_000).then(() => c)]);
    expect(await logged()).toEqual({ events: total, streams: total, notices: total });

    // Kill the leader and forget what the read model knew was issued: the standby takes the lock,
    // appends every notice again and the streams refuse them all.
    const standby = leader === b ? c : b;
    await leader.kill();
    await pool.query(sql.unsafe`delete from issued_notices`);
    await standby.line('REMINDED', 30_000);
    await eventually(async () => expect(await logged()).toEqual({ events: total, streams: total, notices: total }), 2_000, 100);
    await standby.stop();
  }, 120_000);
});
