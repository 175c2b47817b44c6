import { sql, type CommonQueryMethods } from 'slonik';
import type { EventStore } from '@regimen/event-store';
import { doseMissed } from '@regimen/domain/intake/dose-events';
import { MATCH_WINDOW_MS } from '@regimen/domain/rules/adherence';
import { missedDoses, type MissedSlot } from '@regimen/domain/rules/missed-doses';
import { appendOnce, nameUuid } from './append-once.ts';
import { activeUsersPage, appendInLanes, nextUserAfter, PassSupplementRow, PassTakeRow } from './user-page.ts';

const DAY_MS = 86_400_000;

/** The idempotency key: one stream per (user, supplement, slot instant), written by appendOnce. */
const doseStreamId = (userId: string, slot: MissedSlot): string =>
  `dose-${nameUuid('dose', userId, slot.supplementId, new Date(slot.plannedAt).toISOString())}`;


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
 * on the account, else the one the browser last reported, else UTC) and records each as DoseMissed.
 */
export const recordMissedDoses = async (input: PassInput): Promise<PassOutcome> => {
  const { db, from, until } = input;
  const users = await activeUsersPage(db, input.afterUser, input.users);
  if (users.length === 0) return { users: 0, recorded: 0, alreadyRecorded: 0, nextUser: null };
  const ids = sql.array(users.map((user) => user.userId), 'uuid');
  // Takes near the range: matching looks 2 hours and a local day around each slot.
  const near = { from: sql.timestamp(new Date(from.getTime() - MATCH_WINDOW_MS - 2 * DAY_MS)), to: sql.timestamp(new Date(until.getTime() + DAY_MS)) };
  const [supplements, takes] = await Promise.all([
    db.any(sql.type(PassSupplementRow)`
      select id, user_id as "userId", timing, frequency, dose_times as "doseTimes", is_active as "isActive", created_at as "createdAt"
      from supplements where user_id = any(${ids})`),
    db.any(sql.type(PassTakeRow)`
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
  const { written, already } = await appendInLanes(due, ({ userId, slot }) => appendMissed(input.store, userId, slot, input.now));
  return { users: users.length, recorded: written, alreadyRecorded: already, nextUser: nextUserAfter(users, input.users) };
};

/** True when this call wrote the event; false when the slot was already recorded. */
export const appendMissed = (store: EventStore, userId: string, slot: MissedSlot, now: Date): Promise<boolean> =>
  appendOnce(store, doseStreamId(userId, slot), { type: doseMissed.type, schemaVersion: doseMissed.schemaVersion, data: { supplementId: slot.supplementId, plannedAt: slot.plannedAt } }, userId, now);
