import { createHash } from 'node:crypto';
import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { WrongExpectedRevisionError, type EventStore } from '@regimen/event-store';
import { doseMissed } from '@regimen/domain/intake/dose-events';
import { MATCH_WINDOW_MS } from '@regimen/domain/rules/adherence';
import { missedDoses, type MissedSlot } from '@regimen/domain/rules/missed-doses';

const DAY_MS = 86_400_000;
const APPENDS_IN_FLIGHT = 4;

/** A name-based UUID (version 8 layout over SHA-256): the same slot always gives the same ids. */
const slotUuid = (...parts: readonly string[]): string => {
  const bytes = createHash('sha256').update(parts.join('\u0000')).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x80;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/**
 * The idempotency key: one stream per (user, supplement, slot instant). Appended with "no stream"
 * and an event id derived from it, so a second append of the same slot — a retry after a crash,
 * or another process — is either recognised as the same event or refused as a wrong revision,
 * on PostgreSQL and EventStoreDB alike; never a second event.
 */
const doseStreamId = (userId: string, slot: MissedSlot): string =>
  `dose-${slotUuid('dose', userId, slot.supplementId, new Date(slot.plannedAt).toISOString())}`;

const UserRow = z.object({ userId: z.string(), timeZone: z.string().nullable() });
const SupplementRow = z.object({
  id: z.string(),
  userId: z.string(),
  timing: z.string(),
  frequency: z.string(),
  doseTimes: z.array(z.string()).nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
const TakeRow = z.object({ userId: z.string(), supplementId: z.string(), plannedAt: z.string(), takenAt: z.string().nullable() });

export interface PassOutcome {
  readonly users: number;
  /** Slots newly recorded missed. */
  readonly recorded: number;
  /** Slots already recorded (by an earlier run or another process). */
  readonly alreadyRecorded: number;
  /** Where the next page starts (null: no more users). */
  readonly nextUser: string | null;
}

export interface PassInput {
  readonly db: CommonQueryMethods;
  readonly store: EventStore;
  readonly from: Date;
  readonly until: Date;
  /** Users (with an active supplement) after this id, in id order. */
  readonly afterUser: string | null;
  readonly users: number;
  readonly now: Date;
}

/**
 * One page of users over one range of window closings: reads their supplements and takes from
 * the read models, asks the domain which slots closed untaken (`missedDoses`, in the zone saved
 * on the account, else UTC) and records each as DoseMissed.
 */
export const recordMissedDoses = async (input: PassInput): Promise<PassOutcome> => {
  const { db, from, until } = input;
  const users = await db.any(sql.type(UserRow)`
    select s.user_id as "userId", u.time_zone as "timeZone"
    from (select distinct user_id from supplements where is_active ${input.afterUser === null ? sql.fragment`` : sql.fragment`and user_id > ${input.afterUser}`}) s
    left join users u on u.id = s.user_id
    order by s.user_id
    limit ${input.users}`);
  if (users.length === 0) return { users: 0, recorded: 0, alreadyRecorded: 0, nextUser: null };
  const ids = sql.array(users.map((user) => user.userId), 'uuid');
  // Takes near the range: matching looks 2 hours and a local day around each slot.
  const near = { from: sql.timestamp(new Date(from.getTime() - MATCH_WINDOW_MS - 2 * DAY_MS)), to: sql.timestamp(new Date(until.getTime() + DAY_MS)) };
  const [supplements, takes] = await Promise.all([
    db.any(sql.type(SupplementRow)`
      select id, user_id as "userId", timing, frequency, dose_times as "doseTimes", is_active as "isActive", created_at as "createdAt"
      from supplements where user_id = any(${ids})`),
    db.any(sql.type(TakeRow)`
      select user_id as "userId", supplement_id as "supplementId", planned_at as "plannedAt", taken_at as "takenAt"
      from supplement_takes
      where user_id = any(${ids}) and (planned_at between ${near.from} and ${near.to} or taken_at between ${near.from} and ${near.to})`),
  ]);
  const due = users.flatMap((user) =>
    missedDoses({
      supplements: supplements.filter((supplement) => supplement.userId === user.userId),
      takes: takes.filter((take) => take.userId === user.userId),
      zone: user.timeZone ?? 'UTC',
      from,
      until,
    }).map((slot) => ({ userId: user.userId, slot })),
  );
  let recorded = 0;
  let alreadyRecorded = 0;
  // A few appends in flight: a catch-up is mostly round trips, and every slot is its own stream.
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < due.length) {
      const { userId, slot } = due[next++]!;
      if (await appendMissed(input.store, userId, slot, input.now)) recorded += 1;
      else alreadyRecorded += 1;
    }
  };
  await Promise.all(Array.from({ length: APPENDS_IN_FLIGHT }, lane));
  return { users: users.length, recorded, alreadyRecorded, nextUser: users.length < input.users ? null : users.at(-1)!.userId };
};

/** True when this call wrote the event; false when the slot was already recorded. */
export const appendMissed = async (store: EventStore, userId: string, slot: MissedSlot, now: Date): Promise<boolean> => {
  const streamId = doseStreamId(userId, slot);
  const commandId = slotUuid(streamId, 'command');
  try {
    const result = await store.append(
      streamId,
      [{
        id: slotUuid(streamId, doseMissed.type),
        type: doseMissed.type,
        schemaVersion: doseMissed.schemaVersion,
        data: { supplementId: slot.supplementId, plannedAt: slot.plannedAt },
        metadata: { userId, occurredAt: now.toISOString(), commandId, correlationId: commandId },
      }],
      'no_stream',
    );
    return !result.idempotent;
  } catch (error) {
    if (error instanceof WrongExpectedRevisionError) return false;
    throw error;
  }
};
