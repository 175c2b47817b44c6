import { randomUUID } from 'node:crypto';
import { schemaVersionOf, type DomainEventOf, type DomainEventType } from '@regimen/domain/events';
import { seededRandom } from '@regimen/projections/testing/seeded-random';
import { copyField } from './copy.ts';

/**
 * A realistic event history, generated straight into COPY text rows for the `events` table:
 * `users` users over `days` days (most of them their first days as users), interleaved day by
 * day so a batch of the global order spans many users, plus one heavy user with 20 supplements
 * and a year of daily takes (the query benchmark's user). Every event is valid for the domain's
 * schemas (the projections validate what they read).
 *
 * Per user and day, on average: 0.25 takes per active supplement (85 % taken), a mark or
 * unmark of one take in ten, 0.1 sign-ins, and now and then a stock change, an update, notes,
 * (de)activation, removal and re-adding, profile or tier changes, prescriptions and feedback.
 */


export const COPY_EVENTS_SQL = 'copy events (stream_id, stream_revision, event_id, event_type, schema_version, data, metadata, recorded_at) from stdin';

export interface DatasetOptions {
  readonly events: number;
  readonly users: number;
  readonly days?: number;
  readonly seed?: number;
  /** The query user's id (gets 20 supplements and a year of takes, first in the log). */
  readonly heavyUserId: string;
  /** Rows per yielded chunk. */
  readonly chunkRows?: number;
  /** Days of daily takes of the heavy user (default 365). */
  readonly heavyDays?: number;
  /** Rewrites each event's data as it would be stored (the ownership bench seals personal fields). */
  readonly storedData?: (type: DomainEventType, data: unknown, userId: string | null) => unknown;
}

interface Take {
  readonly id: string;
  readonly supplementId: string;
  revision: number;
  taken: boolean;
}

interface Supplement {
  readonly id: string;
  readonly name: string;
  active: boolean;
}

interface User {
  readonly id: string;
  readonly index: number;
  readonly startDay: number;
  account: number;
  cabinet: number;
  readonly supplements: Supplement[];
  lastTake: Take | null;
  prescription: { id: string; revision: number } | null;
}

const names = ['Vitamin D3', 'Magnesium', 'Omega-3', 'Zinc', 'B12', 'Iron', 'Creatine', 'Vitamin C', 'Probiotic', 'Ashwagandha'];

export async function* generateEvents(options: DatasetOptions): AsyncGenerator<string, { count: number; streams: number }, undefined> {
  const next = seededRandom(options.seed ?? 42);
  const chance = (p: number): boolean => next() < p;
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const days = options.days ?? 100;
  const chunkRows = options.chunkRows ?? 5_000;
  const dayMs = 86_400_000;
  const firstDay = Math.floor(Date.now() / dayMs) * dayMs - days * dayMs;
  const streams = new Set<string>();

  let rows: string[] = [];
  let count = 0;
  let done = false;
  const emit = <K extends DomainEventType>(streamId: string, revision: number, type: K, data: DomainEventOf<K>['data'], userId: string | null, at: number): void => {
    if (count >= options.events) {
      done = true;
      return;
    }
    const occurredAt = new Date(at).toISOString();
    const metadata = { userId, occurredAt, commandId: randomUUID(), correlationId: randomUUID() };
    rows.push(
      [streamId, revision, randomUUID(), type, schemaVersionOf(type), JSON.stringify(options.storedData ? options.storedData(type, data, userId) : data), JSON.stringify(metadata), occurredAt].map(copyField).join('\t'),
    );
    streams.add(streamId);
    count += 1;
  };
  const flush = (): string | null => {
    if (rows.length === 0) return null;
    const chunk = `${rows.join('\n')}\n`;
    rows = [];
    return chunk;
  };

  const supplementData = (id: string, name: string, active = true): DomainEventOf<'SupplementAdded'>['data'] => ({
    supplementId: id,
    name,
    brand: chance(0.5) ? 'Acme' : null,
    type: pick(['single', 'complex', 'multivitamin'] as const),
    dosage: pick(['1 capsule', '2 capsules', '500 mg', '2000 IU']),
    frequency: pick(['daily', 'twice-daily', 'weekly']),
    timing: pick(['morning', 'evening', 'with-lunch']),
    currentStock: Math.floor(next() * 90),
    lowStockThreshold: 10,
    isActive: active,
    fastingSafe: chance(0.5),
    nextDueTime: '8:00 AM',
    imageUrl: null,
    notes: chance(0.2) ? 'with food' : null,
    ingredients: chance(0.2) ? ['vitamin', 'filler'] : null,
    unitsPerDose: 1,
    doseTimes: null,
  });

  // The heavy user: 20 supplements, one take of each per day for a year.
  {
    const userId = options.heavyUserId;
    const heavyDays = options.heavyDays ?? 365;
    const start = firstDay + days * dayMs - heavyDays * dayMs;
    emit(`account-${userId}`, 0, 'AccountRegistered', { userId, email: 'heavy@bench.example', firstName: 'Heavy', lastName: 'User', profileImageUrl: null, authProvider: 'password', isAdmin: false }, userId, start);
    const cabinet = `supplements-${userId}`;
    const supplements = Array.from({ length: 20 }, (_, i) => ({ id: randomUUID(), name: `${names[i % names.length]} ${i}` }));
    supplements.forEach((supplement, i) => emit(cabinet, i, 'SupplementAdded', supplementData(supplement.id, supplement.name), userId, start + i * 1000));
    for (let day = 0; day < heavyDays; day += 1) {
      for (const supplement of supplements) {
        const takeId = randomUUID();
        const plannedAt = start + day * dayMs + 8 * 3_600_000;
        const taken = chance(0.9);
        emit(`take-${takeId}`, 0, 'TakeRecorded', {
          takeId, supplementId: supplement.id, supplementName: supplement.name, plannedAt: new Date(plannedAt).toISOString(),
          takenAt: taken ? new Date(plannedAt + Math.floor(next() * 3_600_000)).toISOString() : null, dosage: null, notes: null,
        }, userId, plannedAt);
      }
      if (rows.length >= chunkRows) yield flush()!;
    }
  }

  const users: User[] = Array.from({ length: options.users }, (_, index) => ({
    id: randomUUID(),
    index,
    startDay: Math.floor(next() * Math.min(30, days)),
    account: -1,
    cabinet: -1,
    supplements: [],
    lastTake: null,
    prescription: null,
  }));

  // Day by day until the count is reached (`days` only places the start: later days run past it).
  for (let day = 0; !done && users.length > 0; day += 1) {
    for (const user of users) {
      if (day < user.startDay || done) continue;
      const userId = user.id;
      let clock = firstDay + day * dayMs + 6 * 3_600_000 + Math.floor(next() * 3_600_000);
      const at = (): number => (clock += Math.floor(next() * 1_800_000) + 1_000);
      const account = <K extends DomainEventType>(type: K, data: DomainEventOf<K>['data']): void => emit(`account-${userId}`, (user.account += 1), type, data, userId, at());
      const cabinet = <K extends DomainEventType>(type: K, data: DomainEventOf<K>['data']): void => emit(`supplements-${userId}`, (user.cabinet += 1), type, data, userId, at());

      if (day === user.startDay) {
        account('AccountRegistered', {
          userId, email: `user${user.index}@bench.example`, firstName: `First${user.index}`, lastName: chance(0.3) ? null : `Last${user.index}`,
          profileImageUrl: null, authProvider: chance(0.7) ? 'password' : 'oidc', isAdmin: false,
        });
        account('SignedIn', { method: 'password' });
        for (let s = 2 + Math.floor(next() * 4); s > 0; s -= 1) {
          const supplement = { id: randomUUID(), name: pick(names), active: true };
          user.supplements.push(supplement);
          cabinet('SupplementAdded', supplementData(supplement.id, supplement.name));
        }
        continue;
      }

      if (chance(0.1)) account('SignedIn', { method: 'password' });
      if (chance(0.003)) account('ProfileUpdated', { firstName: `Renamed${user.index}` });
      if (chance(0.002)) account('TierChanged', { tier: pick(['premium', 'pro'] as const), expiresAt: null });

      for (const supplement of user.supplements) {
        if (!supplement.active || !chance(0.25)) continue;
        const takeId = randomUUID();
        const plannedAt = at();
        const taken = chance(0.85);
        emit(`take-${takeId}`, 0, 'TakeRecorded', {
          takeId, supplementId: supplement.id, supplementName: supplement.name, plannedAt: new Date(plannedAt).toISOString(),
          takenAt: taken ? new Date(plannedAt + 60_000).toISOString() : null, dosage: null, notes: null,
        }, userId, plannedAt);
        user.lastTake = { id: takeId, supplementId: supplement.id, revision: 0, taken };
      }
      const take = user.lastTake;
      if (take && chance(0.1)) {
        take.revision += 1;
        if (take.taken) emit(`take-${take.id}`, take.revision, 'TakeUnmarked', { takeId: take.id, supplementId: take.supplementId }, userId, at());
        else emit(`take-${take.id}`, take.revision, 'TakeMarked', { takeId: take.id, supplementId: take.supplementId, takenAt: new Date(at()).toISOString() }, userId, at());
        take.taken = !take.taken;
      }

      const some = user.supplements.length > 0 ? pick(user.supplements) : null;
      if (some && chance(0.02)) cabinet('SupplementStockAdjusted', { supplementId: some.id, currentStock: Math.floor(next() * 90), lowStockThreshold: 10, stockSet: true });
      if (some && chance(0.005)) cabinet('SupplementUpdated', { supplementId: some.id, changes: { dosage: '2 capsules', timing: 'evening' } });
      if (some && chance(0.005)) cabinet('SupplementNotesUpdated', { supplementId: some.id, notes: 'after breakfast' });
      if (some && chance(0.004)) {
        some.active = !some.active;
        cabinet(some.active ? 'SupplementActivated' : 'SupplementDeactivated', { supplementId: some.id });
      }
      if (some && chance(0.002)) {
        cabinet('SupplementRemoved', { supplementId: some.id });
        user.supplements.splice(user.supplements.indexOf(some), 1);
        const replacement = { id: randomUUID(), name: pick(names), active: true };
        user.supplements.push(replacement);
        cabinet('SupplementAdded', supplementData(replacement.id, replacement.name));
        if (user.lastTake?.supplementId === some.id) user.lastTake = null;
      }
      if (!user.prescription && chance(0.003)) {
        const id = randomUUID();
        user.prescription = { id, revision: 0 };
        emit(`prescription-${id}`, 0, 'PrescriptionAdded', {
          prescriptionId: id, medicationName: 'Metformin', brand: null, dosage: '500 mg', frequency: 'twice-daily', prescribedBy: 'Dr. Who',
          purpose: null, notes: null, isActive: true, startDate: '2026-01-01', endDate: null,
        }, userId, at());
      } else if (user.prescription && chance(0.01)) {
        user.prescription.revision += 1;
        emit(`prescription-${user.prescription.id}`, user.prescription.revision, 'PrescriptionNotesUpdated', { prescriptionId: user.prescription.id, notes: 'with dinner' }, userId, at());
      }
      if (chance(0.002)) {
        const feedbackId = randomUUID();
        emit(`feedback-${feedbackId}`, 0, 'FeedbackSubmitted', { feedbackId, type: pick(['bug', 'feature', 'love', 'general'] as const), rating: chance(0.5) ? 4 : null, message: 'Nice app', page: '/', userAgent: 'bench' }, chance(0.7) ? userId : null, at());
      }
      if (rows.length >= chunkRows) yield flush()!;
    }
  }
  const last = flush();
  if (last) yield last;
  return { count, streams: streams.size };
}
