import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import type { RecordedEvent } from '@regimen/event-store';
import { CHECKPOINT_CHANNEL } from './checkpoints.ts';
import { REBUILD_SUFFIX, statement } from './projection.ts';

/** Appended to a checkpoint notification whose transaction changed the projection's dead letters. */
export const DEAD_LETTERS_CHANGED = 'dead-letters';

export const DeadLetterRow = z.object({
  id: z.bigint(),
  projection: z.string(),
  event_id: z.string(),
  global_position: z.bigint(),
  tx: z.bigint(),
  stream_id: z.string(),
  stream_revision: z.bigint(),
  event_type: z.string(),
  user_id: z.string().nullable(),
  error: z.string(),
  attempts: z.number().int(),
  first_failed_at: z.string(),
  last_failed_at: z.string(),
  /** quarantined by a worker or rebuild; retry-failed: an admin's retry failed too. */
  status: z.enum(['quarantined', 'retry-failed']),
});
export type DeadLetterRow = z.infer<typeof DeadLetterRow>;

const columns = sql.fragment`id, projection, event_id::text as event_id, global_position, tx, stream_id, stream_revision,
  event_type, user_id, error, attempts, first_failed_at, last_failed_at, status`;

/** Only a string is an owner: metadata is validated, but a poison event may be one that does not parse. */
const ownerOf = (event: RecordedEvent): string | null => {
  const { userId } = event.metadata;
  return typeof userId === 'string' ? userId : null;
};

/** Records (or refreshes) the dead letter of an event, inside the caller's transaction. */
export const recordDeadLetter = async (
  db: CommonQueryMethods,
  projection: string,
  event: RecordedEvent,
  failure: { readonly error: string; readonly attempts: number },
): Promise<void> => {
  await db.query(statement`
    insert into projection_dead_letters (projection, event_id, global_position, tx, stream_id, stream_revision, event_type, user_id, error, attempts)
    values (${projection}, ${event.id}, ${event.position}, ${event.checkpoint.tx}, ${event.streamId}, ${event.revision},
      ${event.type}, ${ownerOf(event)}, ${failure.error}, ${failure.attempts})
    on conflict (projection, event_id) do update set error = excluded.error,
      attempts = projection_dead_letters.attempts + excluded.attempts, last_failed_at = now(), status = 'quarantined'`);
};

/** Tells listeners (read API processes) that the projection's dead letters changed; delivered on commit. */
export const notifyDeadLetters = async (db: CommonQueryMethods, projection: string): Promise<void> => {
  await db.query(sql.type(z.object({ pg_notify: z.unknown() }))`
    select pg_notify(${CHECKPOINT_CHANNEL}, name || ' ' || tx || '/' || position || ' ' || ${DEAD_LETTERS_CHANGED})
    from projection_checkpoints where name = ${projection}`);
};

/** A rebuild starts with no dead letters of its own. */
export const clearDeadLetters = async (db: CommonQueryMethods, projection: string): Promise<void> => {
  await db.query(statement`delete from projection_dead_letters where projection = ${projection}`);
};

/** On a rebuild's switch: the rebuilt projection's dead letters are the rebuild's. */
export const replaceDeadLetters = async (db: CommonQueryMethods, projection: string, from: string): Promise<void> => {
  await clearDeadLetters(db, projection);
  await db.query(statement`update projection_dead_letters set projection = ${projection} where projection = ${from}`);
};

const Count = z.object({ projection: z.string(), count: z.bigint() });

/** Open dead letters per checkpoint name. */
export const countDeadLetters = async (db: CommonQueryMethods): Promise<Map<string, number>> => {
  const rows = await db.any(sql.type(Count)`select projection, count(*) as count from projection_dead_letters group by projection`);
  return new Map(rows.map((row) => [row.projection, Number(row.count)]));
};

export interface DeadLetterPage {
  readonly items: readonly DeadLetterRow[];
  /** Pass as `before` for the next (older) page; null on the last page. */
  readonly nextBefore: bigint | null;
}

/** Newest first, `limit` at a time, optionally of one projection and older than `before` (an id). */
export const listDeadLetters = async (
  db: CommonQueryMethods,
  options: { readonly limit: number; readonly before?: bigint | undefined; readonly projection?: string | undefined },
): Promise<DeadLetterPage> => {
  const conditions = [
    ...(options.before === undefined ? [] : [sql.fragment`id < ${options.before}`]),
    ...(options.projection === undefined ? [] : [sql.fragment`projection = ${options.projection}`]),
  ];
  const where = conditions.length === 0 ? sql.fragment`` : sql.fragment`where ${sql.join(conditions, sql.fragment` and `)}`;
  const rows = await db.any(sql.type(DeadLetterRow)`
    select ${columns} from projection_dead_letters ${where} order by id desc limit ${options.limit + 1}`);
  const items = rows.slice(0, options.limit);
  return { items, nextBefore: rows.length > options.limit ? (items.at(-1)?.id ?? null) : null };
};

export const readDeadLetter = (db: CommonQueryMethods, projection: string, id: bigint): Promise<DeadLetterRow | null> =>
  db.maybeOne(sql.type(DeadLetterRow)`select ${columns} from projection_dead_letters where projection = ${projection} and id = ${id}`);

const Degraded = z.object({ user_id: z.string(), projection: z.string() });

/** (user, projection) of every dead letter with an owner: whose read models are degraded, and in which. */
export const degradedUsers = async (db: CommonQueryMethods, userId?: string): Promise<readonly { user_id: string; projection: string }[]> =>
  db.any(sql.type(Degraded)`
    select distinct user_id, projection from projection_dead_letters
    where user_id is not null and right(projection, ${REBUILD_SUFFIX.length}) <> ${REBUILD_SUFFIX} ${userId === undefined ? sql.fragment`` : sql.fragment`and user_id = ${userId}`}`);
