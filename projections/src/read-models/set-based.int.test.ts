import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyEvents } from '../apply-batch.ts';
import type { AnyProjectedEvent } from '../events.ts';
import { liveTables, type Projection } from '../projection.ts';
import { eventFactory, openTestDb, resetTables, snapshotAll, type TestDb } from '../testing/harness.ts';
import { seededRandom } from '../testing/seeded-random.ts';
import { feedbackProjection } from './feedback.ts';
import { intakeProjection } from './intake.ts';
import { prescriptionsProjection } from './prescriptions.ts';
import { supplementsProjection } from './supplements.ts';
import { usersProjection } from './users.ts';

/**
 * The set-based `applyBatch` of every read model against its per-event handlers, on generated
 * event mixes: a few users' whole histories (accounts, cabinets, takes marked and unmarked across
 * UTC days and zones, prescriptions, feedback) plus replays of earlier events (duplicates in the
 * same batch, older events after newer ones, a removed supplement's SupplementAdded again), cut
 * into batches of every size. Both paths must leave every table identical, row for row.
 */

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => {
  await db.close();
});


/** A deterministic mix of valid events for `users` users, then replays of some of them. */
const generate = (seed: number, users: number): AnyProjectedEvent[] => {
  const next = seededRandom(seed);
  const chance = (p: number): boolean => next() < p;
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const event = eventFactory();
  let clock = Date.UTC(2026, 0, 5, 20, 0);
  // Mostly UTC, sometimes an offset, so UTC days and local days disagree now and then.
  const at = (): string => {
    clock += Math.floor(next() * 5 * 3_600_000) + 60_000;
    if (!chance(0.2)) return new Date(clock).toISOString();
    const local = new Date(clock + 2 * 3_600_000).toISOString().slice(0, 19);
    return `${local}+02:00`;
  };
  const nullable = <T>(value: T, p = 0.3): T | null => (chance(p) ? null : value);
  const events: AnyProjectedEvent[] = [];

  for (let u = 0; u < users; u += 1) {
    const userId = randomUUID();
    const meta = () => ({ userId, occurredAt: at() });
    const account = `account-${userId}`;
    events.push(event(account, 'AccountRegistered', { userId, email: `u${seed}-${u}@example.com`, firstName: nullable('Ada'), lastName: nullable('L'), profileImageUrl: nullable('https://i/a.png', 0.7), authProvider: pick(['password', 'oidc'] as const), isAdmin: chance(0.2) }, meta()));
    for (let k = Math.floor(next() * 8); k > 0; k -= 1) {
      const kind = pick(['SignedIn', 'ProfileUpdated', 'TierChanged', 'AccountBlocked', 'AccountUnblocked', 'AdminGranted', 'AdminRevoked'] as const);
      if (kind === 'SignedIn') events.push(event(account, kind, { method: 'password' }, meta()));
      else if (kind === 'ProfileUpdated') {
        events.push(event(account, kind, {
          ...(chance(0.5) && { firstName: nullable(`F${k}`) }),
          ...(chance(0.5) && { lastName: nullable(`L${k}`) }),
          ...(chance(0.3) && { profileImageUrl: nullable(`https://i/${k}.png`) }),
        }, meta()));
      } else if (kind === 'TierChanged') events.push(event(account, kind, { tier: pick(['free', 'premium', 'pro', 'enterprise'] as const), expiresAt: nullable(at()) }, meta()));
      else if (kind === 'AccountBlocked') events.push(event(account, kind, { reason: `r${k}` }, meta()));
      else events.push(event(account, kind, {}, meta()));
    }

    const cabinet = `supplements-${userId}`;
    const supplements: string[] = [];
    for (let s = 1 + Math.floor(next() * 4); s > 0; s -= 1) {
      const supplementId = randomUUID();
      supplements.push(supplementId);
      events.push(event(cabinet, 'SupplementAdded', {
        supplementId, name: pick(['D3', 'Zinc', 'Iron']), brand: nullable('Acme'), type: pick(['single', 'complex', 'multivitamin'] as const),
        dosage: '1', frequency: pick(['daily', 'weekly']), timing: 'morning', currentStock: nullable(Math.floor(next() * 50)),
        lowStockThreshold: nullable(10), isActive: chance(0.8), fastingSafe: chance(0.5), nextDueTime: nullable('8:00 AM'),
        imageUrl: nullable('https://i/s.png', 0.7), notes: nullable('n'), ingredients: chance(0.4) ? (chance(0.3) ? [] : ['a', 'b']) : null,
        unitsPerDose: 1 + Math.floor(next() * 3),
        doseTimes: null,
      }, meta()));
      for (let k = Math.floor(next() * 5); k > 0; k -= 1) {
        const kind = pick(['SupplementUpdated', 'SupplementNotesUpdated', 'SupplementStockAdjusted', 'SupplementActivated', 'SupplementDeactivated'] as const);
        if (kind === 'SupplementUpdated') {
          events.push(event(cabinet, kind, {
            supplementId,
            changes: {
              ...(chance(0.5) && { name: `N${k}` }),
              ...(chance(0.3) && { brand: nullable('B') }),
              ...(chance(0.3) && { type: 'complex' as const }),
              ...(chance(0.3) && { dosage: `${k} caps` }),
              ...(chance(0.2) && { frequency: 'twice-daily' }),
              ...(chance(0.2) && { timing: 'evening' }),
              ...(chance(0.2) && { nextDueTime: nullable('9:00 PM') }),
              ...(chance(0.2) && { imageUrl: nullable('https://i/x.png') }),
              ...(chance(0.3) && { fastingSafe: chance(0.5) }),
              ...(chance(0.3) && { ingredients: nullable(['c']) }),
              ...(chance(0.2) && { unitsPerDose: 1 + Math.floor(next() * 3) }),
            },
          }, meta()));
        } else if (kind === 'SupplementNotesUpdated') events.push(event(cabinet, kind, { supplementId, notes: nullable(`note ${k}`) }, meta()));
        else if (kind === 'SupplementStockAdjusted') events.push(event(cabinet, kind, { supplementId, currentStock: nullable(k), lowStockThreshold: nullable(3), stockSet: k % 2 === 0 }, meta()));
        else events.push(event(cabinet, kind, { supplementId }, meta()));
      }
      for (let k = Math.floor(next() * 4); k > 0; k -= 1) {
        const takeId = randomUUID();
        const take = `take-${takeId}`;
        const plannedAt = at();
        events.push(event(take, 'TakeRecorded', { takeId, supplementId, supplementName: 'D3', plannedAt, takenAt: chance(0.6) ? at() : null, dosage: nullable('1'), notes: nullable('x') }, meta()));
        for (let m = Math.floor(next() * 4); m > 0; m -= 1) {
          if (chance(0.5)) events.push(event(take, 'TakeMarked', { takeId, supplementId, takenAt: at() }, meta()));
          else events.push(event(take, 'TakeUnmarked', { takeId, supplementId }, meta()));
        }
      }
    }
    if (chance(0.4)) events.push(event(cabinet, 'SupplementRemoved', { supplementId: supplements[0]! }, meta()));

    if (chance(0.5)) {
      const prescriptionId = randomUUID();
      const stream = `prescription-${prescriptionId}`;
      events.push(event(stream, 'PrescriptionAdded', { prescriptionId, medicationName: 'M', brand: nullable('B'), dosage: '5 mg', frequency: 'once-daily', prescribedBy: nullable('Dr'), purpose: nullable('p'), notes: nullable('n'), isActive: chance(0.8), startDate: nullable('2026-01-01'), endDate: nullable('2026-02-01') }, meta()));
      for (let k = Math.floor(next() * 3); k > 0; k -= 1) events.push(event(stream, 'PrescriptionNotesUpdated', { prescriptionId, notes: nullable(`n${k}`) }, meta()));
      if (next() < 0.5) events.push(event(stream, 'PrescriptionUpdated', { prescriptionId, changes: { dosage: `${Math.floor(next() * 900) + 1} mg`, purpose: nullable('p') } }, meta()));
      if (chance(0.3)) events.push(event(stream, 'PrescriptionRemoved', { prescriptionId }, meta()));
    }
    if (chance(0.3)) {
      const feedbackId = randomUUID();
      events.push(event(`feedback-${feedbackId}`, 'FeedbackSubmitted', { feedbackId, type: 'bug', rating: nullable(3), message: 'm', page: '/', userAgent: 'ua' }, { userId: chance(0.5) ? userId : null, occurredAt: at() }));
    }
    if (chance(0.15)) events.push(event(account, 'AccountDeleted', {}, meta()));
  }

  // Replays: earlier events again, right after themselves or much later (older after newer).
  const withReplays: AnyProjectedEvent[] = [];
  for (const item of events) {
    withReplays.push(item);
    if (chance(0.05)) withReplays.push(item);
    if (chance(0.08)) {
      const earlier = withReplays[Math.floor(next() * withReplays.length)]!;
      withReplays.push(earlier);
    }
  }
  return withReplays;
};

/** Cuts the events into batches of random sizes (1 … max). */
const batches = (events: readonly AnyProjectedEvent[], max: number, seed: number): AnyProjectedEvent[][] => {
  const next = seededRandom(seed);
  const result: AnyProjectedEvent[][] = [];
  for (let i = 0; i < events.length; ) {
    const size = 1 + Math.floor(next() * max);
    result.push(events.slice(i, i + size));
    i += size;
  }
  return result;
};

const handlersOnly = (projection: Projection): Projection => ({ ...projection, applyBatch: undefined });

/** Applies every batch as the worker would (in one transaction here: commits change nothing) and returns every table's rows. */
const run = async (projection: Projection, cut: readonly AnyProjectedEvent[][]) => {
  await resetTables(db.pool, projection);
  const tables = liveTables(projection);
  await db.pool.transaction(async (tx) => {
    for (const batch of cut) {
      await applyEvents(tx, projection, tables, batch.filter((event) => Object.hasOwn(projection.handlers, event.type)));
    }
  });
  return snapshotAll(db.pool, projection);
};

const projections = [usersProjection, supplementsProjection, intakeProjection, prescriptionsProjection, feedbackProjection];

describe.each(projections.map((projection) => [projection.name, projection] as const))('the set-based path of %s', (_, projection) => {
  it.each([
    [1, 10, 1],
    [2, 25, 7],
    [3, 25, 60],
  ])('equals its handlers on mix %i (%i users, batches up to %i events)', async (seed, users, max) => {
    const events = generate(seed, users);
    const cut = batches(events, max, seed * 31);
    const expected = await run(handlersOnly(projection), cut);
    expect(await run(projection, cut)).toEqual(expected);
    expect(Object.values(expected).some((rows) => rows.length > 0)).toBe(true);
  });

  it('equals its handlers with a whole history in one batch, then all of it again', async () => {
    const events = generate(4, 25);
    expect(await run(projection, [events, events])).toEqual(await run(handlersOnly(projection), [events, events]));
  });
});
