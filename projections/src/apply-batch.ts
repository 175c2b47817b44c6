import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { compareCheckpoints, type Checkpoint, type RecordedEvent } from '@regimen/event-store';
import { advanceCheckpointFrom, CHECKPOINT_CHANNEL, checkpointOfRow, checkpointPayload, CheckpointRow, lockCheckpointRow, notifyCheckpoint } from './checkpoints.ts';
import { notifyDeadLetters, recordDeadLetter } from './dead-letters.ts';
import type { AnyProjectedEvent } from './events.ts';
import type { EventParser } from './parse-event.ts';
import { handles, queriesForBatch, statement, type Projection, type SqlQuery, type Tables } from './projection.ts';

/** A slice of the global order as one projection sees it. */
export interface Batch {
  /** The events the projection handles, validated. Others are skipped unparsed (still counted). */
  readonly events: readonly AnyProjectedEvent[];
  /** Last event of the slice, handled or not: the checkpoint moves past it. */
  readonly last: RecordedEvent;
  readonly size: number;
}

export const toBatch = (projection: Projection, recorded: readonly RecordedEvent[], parse: EventParser): Batch | null => {
  const last = recorded.at(-1);
  if (!last) return null;
  const events = recorded.filter((event) => handles(projection, event.type)).map(parse);
  return { events, last, size: recorded.length };
};

/**
 * The same slice for several projections at once, each event parsed (validated) once however
 * many of them handle it.
 */
const toBatches = (projections: readonly Projection[], recorded: readonly RecordedEvent[], parse: EventParser): Batch[] | null => {
  const last = recorded.at(-1);
  if (!last) return null;
  const parsed = new Map<RecordedEvent, AnyProjectedEvent>();
  const parseOnce = (event: RecordedEvent): AnyProjectedEvent => {
    let done = parsed.get(event);
    if (!done) parsed.set(event, (done = parse(event)));
    return done;
  };
  return projections.map((projection) => ({
    events: recorded.filter((event) => handles(projection, event.type)).map(parseOnce),
    last,
    size: recorded.length,
  }));
};

/** The users whose rows a batch of the projection's events can change, or null when it may change anyone's. */
const changedUsers = (projection: Projection, events: readonly AnyProjectedEvent[]): string[] | null => {
  if (projection.rowsOfEventUserOnly !== true) return null;
  const users = new Set<string>();
  for (const event of events) {
    if (event.metadata.userId === null) return null;
    users.add(event.metadata.userId);
    const data: Readonly<Record<string, unknown>> = event.data;
    if (typeof data['userId'] === 'string') users.add(data['userId']);
  }
  return [...users];
};

/** Runs the projection's queries for the events; the caller owns the transaction. */
export const applyEvents = async (db: CommonQueryMethods, projection: Projection, tables: Tables, events: readonly AnyProjectedEvent[]): Promise<void> => {
  if (events.length === 0) return;
  for (const query of queriesForBatch(projection, events, tables)) await db.query(query);
  await projection.afterBatch?.(db, events, tables);
};

export interface BatchTarget {
  readonly projection: Projection;
  readonly tables: Tables;
  /** Checkpoint row this batch advances: the projection's name, or `<name>__rebuild`. */
  readonly checkpointName: string;
}

export type BatchOutcome =
  | { readonly kind: 'applied'; readonly checkpoint: Checkpoint }
  /** The row is not where this writer left it (a rebuild switched, another leader wrote, the version changed). */
  | { readonly kind: 'fenced'; readonly row: CheckpointRow | null };

/**
 * One batch in one transaction: move the checkpoint row from where the writer expects it (or find
 * it elsewhere: fenced), apply. Any error rolls the whole batch back, checkpoint included.
 *
 * A batch with no event the projection handles changes no table, so it needs no transaction: see
 * skipFenced.
 */
export const applyBatchFenced = async (connection: CommonQueryMethods, target: BatchTarget, expected: Checkpoint, batch: Batch): Promise<BatchOutcome> => {
  if (batch.events.length === 0) {
    const move = { target, expected, batch };
    return skipOutcome(await skipFenced(connection, [move]), move);
  }
  return connection.transaction(async (tx) => {
    // The fence first: moving the row from `expected` locks it, and finding it elsewhere ends the
    // transaction before any statement ran (one round trip fewer than locking, checking and moving).
    const advance = { checkpoint: batch.last.checkpoint, eventsApplied: batch.size, lastEventAt: batch.last.recordedAt, changedUsers: changedUsers(target.projection, batch.events) };
    if (!(await advanceCheckpointFrom(tx, target.checkpointName, target.projection.version, expected, advance))) return { kind: 'fenced', row: null };
    await applyEvents(tx, target.projection, target.tables, batch.events);
    return { kind: 'applied', checkpoint: batch.last.checkpoint };
  });
};

/**
 * Sets an event aside (see dead-letters.ts) in one fenced transaction: records its dead letter
 * and moves the checkpoint past it, and past the `size - 1` unhandled events before it, so the
 * worker goes on with the next one. The notification says the dead letters changed.
 */
export const quarantineFenced = (
  connection: CommonQueryMethods,
  target: BatchTarget,
  expected: Checkpoint,
  poison: { readonly event: RecordedEvent; readonly size: number; readonly error: string; readonly attempts: number },
): Promise<BatchOutcome> =>
  connection.transaction(async (tx) => {
    const row = await lockCheckpointRow(tx, target.checkpointName);
    if (!row || row.version !== target.projection.version || compareCheckpoints(checkpointOfRow(row), expected) !== 0) {
      return { kind: 'fenced', row };
    }
    const { event } = poison;
    await recordDeadLetter(tx, target.checkpointName, event, poison);
    await tx.query(statement`
      update projection_checkpoints set tx = ${event.checkpoint.tx}, position = ${event.checkpoint.position},
        events_applied = events_applied + ${poison.size}, last_event_at = ${event.recordedAt.toISOString()}, updated_at = now()
      where name = ${target.checkpointName}`);
    await notifyDeadLetters(tx, target.checkpointName);
    return { kind: 'applied', checkpoint: event.checkpoint };
  });

/** A checkpoint to move from `expected` past a slice with no event its projection handles. */
export interface SkipMove {
  readonly target: BatchTarget;
  readonly expected: Checkpoint;
  readonly batch: Batch;
}

const Moved = z.object({ name: z.string() });

/**
 * Moves checkpoints past slices that change no table: one autocommitted statement for any number
 * of projections (a runner's workers skip the same events at the same moments), each row fenced
 * by the WHERE clause (still at its `expected`, at its version) and notified, naming no user (no
 * row changed). Its commit does not wait for the WAL flush: a move lost in a server crash is
 * simply made again. Answers the names of the rows it moved; the others were fenced.
 */
export const skipFenced = async (db: CommonQueryMethods, moves: readonly SkipMove[]): Promise<ReadonlySet<string>> => {
  const rows = moves.map(({ target, expected, batch: { last, size } }) => [
    target.checkpointName,
    target.projection.version,
    expected.tx,
    expected.position,
    last.checkpoint.tx,
    last.checkpoint.position,
    size,
    last.recordedAt.toISOString(),
    checkpointPayload(target.checkpointName, last.checkpoint, []),
  ]);
  const moved = await db.any(sql.type(Moved)`
    with moved as (
      update projection_checkpoints c set tx = m.tx, position = m.position, events_applied = c.events_applied + m.events,
        last_event_at = m.last_event_at, updated_at = now(), last_error = null, last_error_at = null
      from ${sql.unnest(rows, ['text', 'int4', 'int8', 'int8', 'int8', 'int8', 'int8', 'timestamptz', 'text'])}
        as m(name, version, from_tx, from_position, tx, position, events, last_event_at, payload)
      where c.name = m.name and c.version = m.version and c.tx = m.from_tx and c.position = m.from_position
      returning c.name, m.payload
    )
    select name, pg_notify(${CHECKPOINT_CHANNEL}, payload) is null as notified, set_config('synchronous_commit', 'off', true) as commit_mode from moved`);
  return new Set(moved.map((row) => row.name));
};

/** How one move of a skipFenced statement went, from the names it moved. */
export const skipOutcome = (moved: ReadonlySet<string>, { target, batch }: SkipMove): BatchOutcome =>
  moved.has(target.checkpointName) ? { kind: 'applied', checkpoint: batch.last.checkpoint } : { kind: 'fenced', row: null };

/** The statements of one batch for several projections, built before its transaction starts. */
export interface PreparedBatch {
  readonly queries: readonly SqlQuery[];
  /** The targets' `afterBatch` hooks, run after all the statements (each reads only its own tables). */
  readonly after: readonly ((db: CommonQueryMethods) => Promise<void>)[];
  /** Last event of the slice: every target's checkpoint moves past it. */
  readonly last: RecordedEvent;
  readonly size: number;
}

/** Parses each event once and builds every target's statements (pure: no I/O). */
export const prepareBatches = (targets: readonly BatchTarget[], recorded: readonly RecordedEvent[], parse: EventParser): PreparedBatch | null => {
  const batches = toBatches(targets.map((target) => target.projection), recorded, parse);
  if (!batches) return null;
  const queries = targets.flatMap((target, index) => {
    const { events } = batches[index]!;
    return events.length === 0 ? [] : queriesForBatch(target.projection, events, target.tables);
  });
  const after = targets.flatMap((target, index) => {
    const { events } = batches[index]!;
    const hook = target.projection.afterBatch;
    return hook && events.length > 0 ? [(db: CommonQueryMethods) => hook(db, events, target.tables)] : [];
  });
  return { queries, after, last: batches[0]!.last, size: batches[0]!.size };
};

/**
 * One batch of the global order for several projections in one transaction (a rebuild's
 * replay): every target's checkpoint row is locked and must be at `expected`, the prepared
 * statements run, and every row moves to the batch's last event. With `synchronousCommit:
 * false` the commit does not wait for its WAL flush: a commit lost in a server crash takes its
 * checkpoints with it, so the batch is simply replayed.
 */
export const applyPreparedFenced = (
  connection: CommonQueryMethods,
  targets: readonly BatchTarget[],
  expected: Checkpoint,
  batch: PreparedBatch,
  options: { readonly synchronousCommit?: boolean; readonly notify?: boolean } = {},
): Promise<BatchOutcome> =>
  connection.transaction(async (tx) => {
    if (options.synchronousCommit === false) await tx.query(statement`set local synchronous_commit = off`);
    const names = targets.map((target) => target.checkpointName);
    const rows = await tx.any(sql.type(CheckpointRow)`
      select name, version, tx, position, events_applied, last_event_at, updated_at, last_error, last_error_at
      from projection_checkpoints where name = any(${sql.array(names, 'text')}) order by name for update`);
    for (const target of targets) {
      const row = rows.find((candidate) => candidate.name === target.checkpointName) ?? null;
      if (!row || row.version !== target.projection.version || compareCheckpoints(checkpointOfRow(row), expected) !== 0) {
        return { kind: 'fenced', row };
      }
    }
    for (const query of batch.queries) await tx.query(query);
    for (const hook of batch.after) await hook(tx);
    const { last } = batch;
    await tx.query(statement`
      update projection_checkpoints set tx = ${last.checkpoint.tx}, position = ${last.checkpoint.position},
        events_applied = events_applied + ${batch.size}, last_event_at = ${last.recordedAt.toISOString()},
        updated_at = now(), last_error = null, last_error_at = null
      where name = any(${sql.array(names, 'text')})`);
    if (options.notify !== false) for (const name of names) await notifyCheckpoint(tx, name, last.checkpoint);
    return { kind: 'applied', checkpoint: last.checkpoint };
  });
