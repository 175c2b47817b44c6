import { sql, type CommonQueryMethods } from 'slonik';
import { compareCheckpoints, type Checkpoint, type RecordedEvent } from '@regimen/event-store';
import { applyEvents, type BatchOutcome, type BatchTarget } from './apply-batch.ts';
import { checkpointOfRow, CheckpointRow, notifyCheckpoint } from './checkpoints.ts';
import { recordDeadLetter } from './dead-letters.ts';
import { describeFailure, failureKind } from './failure-kind.ts';
import type { EventParser } from './parse-event.ts';
import { handles, statement } from './projection.ts';

/**
 * Inside the caller's transaction, for one target: each event the projection handles in its own
 * savepoint, tried up to `attempts` times (at once: a rebuild has no one waiting on it to back off
 * for), and quarantined under the target's checkpoint name when it still fails. An event that does
 * not parse is quarantined at its first failure (parsing is pure). A transient failure throws.
 * Returns how many events were quarantined.
 */
export const applyEachOrQuarantine = async (
  tx: CommonQueryMethods,
  target: BatchTarget,
  recorded: readonly RecordedEvent[],
  parse: EventParser,
  attempts: number,
): Promise<number> => {
  let quarantined = 0;
  for (const event of recorded) {
    if (!handles(target.projection, event.type)) continue;
    let failure: unknown = null;
    let tries = 0;
    while (tries < attempts) {
      tries += 1;
      let parsed;
      try {
        parsed = parse(event);
      } catch (error) {
        failure = error;
        break;
      }
      try {
        await tx.transaction((savepoint) => applyEvents(savepoint, target.projection, target.tables, [parsed]));
        failure = null;
        break;
      } catch (error) {
        if (failureKind(error) === 'transient') throw error;
        failure = error;
      }
    }
    if (failure !== null) {
      await recordDeadLetter(tx, target.checkpointName, event, { error: describeFailure(failure), attempts: tries });
      quarantined += 1;
    }
  }
  return quarantined;
};

/**
 * The fallback of a rebuild batch that failed: the same slice for the same targets in one fenced
 * transaction, but event by event in savepoints, so a poison event is quarantined and every other
 * event of the slice still lands. Slower than the set-based path, so only after it failed.
 */
export const applyIsolatedFenced = (
  connection: CommonQueryMethods,
  targets: readonly BatchTarget[],
  expected: Checkpoint,
  recorded: readonly RecordedEvent[],
  options: { readonly parse: EventParser; readonly attempts: number; readonly notify?: boolean },
): Promise<BatchOutcome & { readonly quarantined?: number }> =>
  connection.transaction(async (tx) => {
    const last = recorded.at(-1);
    if (!last) throw new Error('An empty slice has nothing to isolate');
    await tx.query(statement`set local synchronous_commit = off`);
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
    let quarantined = 0;
    for (const target of targets) quarantined += await applyEachOrQuarantine(tx, target, recorded, options.parse, options.attempts);
    await tx.query(statement`
      update projection_checkpoints set tx = ${last.checkpoint.tx}, position = ${last.checkpoint.position},
        events_applied = events_applied + ${recorded.length}, last_event_at = ${last.recordedAt.toISOString()},
        updated_at = now(), last_error = null, last_error_at = null
      where name = any(${sql.array(names, 'text')})`);
    if (options.notify !== false) for (const name of names) await notifyCheckpoint(tx, name, last.checkpoint);
    return { kind: 'applied', checkpoint: last.checkpoint, quarantined };
  });
