import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import type { EventStore } from '@regimen/event-store';
import { noticesToIssue, type NoticeToIssue } from '@regimen/domain/reminder/notices-to-issue';
import { doseReminderIssued, lowStockNoticeIssued } from '@regimen/domain/reminder/reminder-events';
import { currentStockColumn } from '@regimen/server-kit/current-stock';
import { appendOnce, nameUuid } from './append-once.ts';
import { activeUsersPage, appendInLanes, nextUserAfter, PassSupplementRow, PassTakeRow } from './user-page.ts';

const DAY_MS = 86_400_000;

const SupplementRow = PassSupplementRow.extend({
  currentStock: z.number().nullable(),
  lowStockThreshold: z.number().nullable(),
  stockGeneration: z.number().nullable(),
});
const KeyRow = z.object({ userId: z.string(), key: z.string() });

export interface ReminderPassInput {
  readonly db: CommonQueryMethods;
  readonly store: EventStore;
  /** Users (with an active supplement) after this id, in id order. */
  readonly afterUser: string | null;
  readonly users: number;
  readonly now: Date;
}

export interface ReminderPassOutcome {
  readonly users: number;
  /** Notices newly issued. */
  readonly issued: number;
  /** Notices found already issued when appended (another process, or the read model behind). */
  readonly alreadyIssued: number;
  readonly nextUser: string | null;
}

/** The idempotency key: one stream per (user, notice key) — a slot's attempt, or a stock crossing. */
const noticeStreamId = (userId: string, key: string): string => `notice-${nameUuid('notice', userId, key)}`;

/** True when this call issued the notice; false when it had been issued already. */
const appendNotice = (store: EventStore, userId: string, notice: NoticeToIssue, now: Date): Promise<boolean> => {
  const event =
    notice.kind === 'dose-reminder'
      ? { type: doseReminderIssued.type, schemaVersion: doseReminderIssued.schemaVersion, data: { supplementId: notice.supplementId, plannedAt: notice.plannedAt, attempt: notice.attempt } }
      : { type: lowStockNoticeIssued.type, schemaVersion: lowStockNoticeIssued.schemaVersion, data: { supplementId: notice.supplementId, generation: notice.generation, currentStock: notice.currentStock } };
  return appendOnce(store, noticeStreamId(userId, notice.key), event, userId, now);
};

/**
 * One page of users at `now`: reads their supplements (stock counted as the read API counts it,
 * with its crossing generation), recent takes, dismissals and what was already issued from the read
 * models, asks the domain what to issue (`noticesToIssue`, in the zone saved on the account, else the
 * one the browser last reported, else UTC) and issues each. What the read model already shows as issued is not appended again; what it
 * does not show yet (its projection lagging, another process racing) is refused by the stream.
 */
export const issueReminders = async (input: ReminderPassInput): Promise<ReminderPassOutcome> => {
  const { db, now } = input;
  const users = await activeUsersPage(db, input.afterUser, input.users);
  if (users.length === 0) return { users: 0, issued: 0, alreadyIssued: 0, nextUser: null };
  const ids = sql.array(users.map((user) => user.userId), 'uuid');
  // Yesterday's and today's local days in any zone, and their 2-hour windows.
  const since = sql.timestamp(new Date(now.getTime() - 3 * DAY_MS));
  const until = sql.timestamp(new Date(now.getTime() + DAY_MS));
  const [supplements, takes, dismissed, issued] = await Promise.all([
    db.any(sql.type(SupplementRow)`
      select id, supplements.user_id as "userId", timing, frequency, dose_times as "doseTimes", is_active as "isActive", created_at as "createdAt",
        ${currentStockColumn} as "currentStock", supplements.low_stock_threshold as "lowStockThreshold", g.generation::float8 as "stockGeneration"
      from supplements left join stock_generations g on g.supplement_id = supplements.id
      where supplements.user_id = any(${ids}) and is_active`),
    db.any(sql.type(PassTakeRow)`
      select user_id as "userId", supplement_id as "supplementId", planned_at as "plannedAt", taken_at as "takenAt"
      from supplement_takes
      where user_id = any(${ids}) and (planned_at between ${since} and ${until} or taken_at between ${since} and ${until})`),
    db.any(sql.type(KeyRow)`
      select user_id as "userId", key from notification_marks
      where user_id = any(${ids}) and dismissed and (key like 'dose:%' or key like 'stock:%')`),
    // As the bell reads them: recent slots by (user_id, planned_at), each supplement's current
    // crossing by primary key (an `or` of the two would read every row the users ever had).
    db.any(sql.type(KeyRow)`
      select user_id as "userId", key from issued_notices where user_id = any(${ids}) and planned_at >= ${since}
      union all
      select n.user_id as "userId", n.key from stock_generations g
      join issued_notices n on n.user_id = g.user_id and n.key = 'stock:' || g.supplement_id || ':' || g.generation
      where g.user_id = any(${ids})`),
  ]);
  const keysOf = (rows: readonly z.infer<typeof KeyRow>[], userId: string) => new Set(rows.filter((row) => row.userId === userId).map((row) => row.key));
  // A blocked member cannot sign in to act on a reminder: none is issued while the block lasts
  // (their missed doses are still recorded by the other pass: that is their history).
  const due = users.filter((user) => !user.blocked).flatMap((user) =>
    noticesToIssue({
      supplements: supplements.filter((supplement) => supplement.userId === user.userId),
      takes: takes.filter((take) => take.userId === user.userId),
      zone: user.timeZone ?? 'UTC',
      now,
      issued: keysOf(issued, user.userId),
      dismissed: keysOf(dismissed, user.userId),
    }).map((notice) => ({ userId: user.userId, notice })),
  );
  const { written, already } = await appendInLanes(due, ({ userId, notice }) => appendNotice(input.store, userId, notice, now));
  return { users: users.length, issued: written, alreadyIssued: already, nextUser: nextUserAfter(users, input.users) };
};
