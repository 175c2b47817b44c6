import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { START, type Checkpoint } from '@regimen/event-store';
import type { Migration } from '@regimen/event-store/postgres/run-migrations';
import { statement } from './projection.ts';
import { schedulerWatermarksMigration } from './processors/scheduler-migration.ts';
import { rebuildRunsMigration } from './rebuild-runs-migration.ts';

export const projectionMigrations: Migration[] = [
  {
    id: 'projections/001-checkpoints',
    sql: `
      create table projection_checkpoints (
        name text primary key,
        version integer not null,
        tx bigint not null default 0,
        position bigint not null default 0,
        events_applied bigint not null default 0,
        last_event_at timestamptz,
        updated_at timestamptz not null default now(),
        last_error text,
        last_error_at timestamptz
      )`,
  },
  /*
   * Events a projection could not apply (see failure-kind.ts), set aside so the events after them
   * still reach the read models. `projection` is the checkpoint name the event failed under: the
   * projection's, or `<name>__rebuild` for a rebuild's, which replace the projection's on switch.
   */
  {
    id: 'projections/002-dead-letters',
    sql: `
      create table projection_dead_letters (
        id bigint generated always as identity primary key,
        projection text not null,
        event_id uuid not null,
        global_position bigint not null,
        tx bigint not null,
        stream_id text not null,
        stream_revision bigint not null,
        event_type text not null,
        user_id text,
        error text not null,
        attempts integer not null,
        first_failed_at timestamptz not null default now(),
        last_failed_at timestamptz not null default now(),
        status text not null default 'quarantined' check (status in ('quarantined', 'retry-failed')),
        unique (projection, event_id)
      );
      create index projection_dead_letters_user on projection_dead_letters (user_id, projection) where user_id is not null;`,
  },
  rebuildRunsMigration,
  schedulerWatermarksMigration,
];

/** Channel the workers notify after every committed batch; payload `<name> <tx>/<position>`. */
export const CHECKPOINT_CHANNEL = 'regimen_projection_checkpoint';

export const CheckpointRow = z.object({
  name: z.string(),
  version: z.number().int(),
  tx: z.bigint(),
  position: z.bigint(),
  events_applied: z.bigint(),
  last_event_at: z.string().nullable(),
  updated_at: z.string(),
  last_error: z.string().nullable(),
  last_error_at: z.string().nullable(),
});
export type CheckpointRow = z.infer<typeof CheckpointRow>;

export const checkpointOfRow = (row: Pick<CheckpointRow, 'tx' | 'position'>): Checkpoint => ({ tx: row.tx, position: row.position });

const columns = sql.fragment`name, version, tx, position, events_applied, last_event_at, updated_at, last_error, last_error_at`;

export const readCheckpointRow = (db: CommonQueryMethods, name: string): Promise<CheckpointRow | null> =>
  db.maybeOne(sql.type(CheckpointRow)`select ${columns} from projection_checkpoints where name = ${name}`);

/** Locks the row until the transaction ends: every writer of a projection's tables goes through it. */
export const lockCheckpointRow = (db: CommonQueryMethods, name: string): Promise<CheckpointRow | null> =>
  db.maybeOne(sql.type(CheckpointRow)`select ${columns} from projection_checkpoints where name = ${name} for update`);

export const insertCheckpointRow = async (db: CommonQueryMethods, name: string, version: number): Promise<void> => {
  await db.query(statement`
    insert into projection_checkpoints (name, version, tx, position) values (${name}, ${version}, ${START.tx}, ${START.position})
    on conflict (name) do nothing`);
};

/** Resets a row to the start (a fresh rebuild). */
export const resetCheckpointRow = async (db: CommonQueryMethods, name: string, version: number): Promise<void> => {
  await db.query(statement`
    insert into projection_checkpoints (name, version, tx, position, events_applied, last_event_at, updated_at, last_error, last_error_at)
    values (${name}, ${version}, ${START.tx}, ${START.position}, 0, null, now(), null, null)
    on conflict (name) do update set version = excluded.version, tx = excluded.tx, position = excluded.position,
      events_applied = 0, last_event_at = null, updated_at = now(), last_error = null, last_error_at = null`);
};

export interface CheckpointAdvance {
  readonly checkpoint: Checkpoint;
  readonly eventsApplied: number;
  readonly lastEventAt: Date;
  /** The users whose rows the batch changed, or null when it may have changed anyone's. */
  readonly changedUsers?: readonly string[] | null;
}

const USERS_TOKEN = 'users=';
/** A notification payload stays far below PostgreSQL's 8,000 bytes: more users than this notify as "anyone". */
const MAX_NAMED_USERS = 150;

/**
 * `<name> <tx>/<position>`, then ` users=<id>,<id>` when the batch changed only those users'
 * rows (` users=` alone: no rows at all). Without the token any user's rows may have changed.
 */
export const checkpointPayload = (name: string, checkpoint: Checkpoint, changedUsers: readonly string[] | null = null): string => {
  const named = changedUsers !== null && changedUsers.length <= MAX_NAMED_USERS;
  return `${name} ${checkpoint.tx}/${checkpoint.position}${named ? ` ${USERS_TOKEN}${changedUsers.join(',')}` : ''}`;
};

/** The users a notification's extra tokens name, or null when it names none (anyone may have changed). */
export const changedUsersOf = (tokens: readonly string[]): readonly string[] | null => {
  const token = tokens.find((candidate) => candidate.startsWith(USERS_TOKEN));
  return token === undefined ? null : token.slice(USERS_TOKEN.length).split(',').filter((id) => id !== '');
};

const Moved = z.object({ moved: z.boolean() });

/**
 * Moves the checkpoint from `expected`, at `version`, and tells listeners (the notification is
 * delivered on commit), in one statement that also locks the row until the transaction ends.
 * False when the row is not there (a rebuild switched, another leader wrote, the version changed):
 * the writer is fenced and must roll back.
 */
export const advanceCheckpointFrom = async (db: CommonQueryMethods, name: string, version: number, expected: Checkpoint, advance: CheckpointAdvance): Promise<boolean> => {
  const moved = await db.maybeOneFirst(sql.type(Moved)`
    with moved as (
      update projection_checkpoints set tx = ${advance.checkpoint.tx}, position = ${advance.checkpoint.position},
        events_applied = events_applied + ${advance.eventsApplied}, last_event_at = ${advance.lastEventAt.toISOString()},
        updated_at = now(), last_error = null, last_error_at = null
      where name = ${name} and version = ${version} and tx = ${expected.tx} and position = ${expected.position}
      returning name
    )
    select pg_notify(${CHECKPOINT_CHANNEL}, ${checkpointPayload(name, advance.checkpoint, advance.changedUsers ?? null)}) is null as moved from moved`);
  return moved !== null;
};

export const notifyCheckpoint = async (db: CommonQueryMethods, name: string, checkpoint: Checkpoint): Promise<void> => {
  await db.query(sql.type(z.object({ pg_notify: z.unknown() }))`
    select pg_notify(${CHECKPOINT_CHANNEL}, ${checkpointPayload(name, checkpoint)})`);
};

export const recordCheckpointError = async (db: CommonQueryMethods, name: string, message: string): Promise<void> => {
  await db.query(statement`update projection_checkpoints set last_error = ${message}, last_error_at = now() where name = ${name}`);
};
