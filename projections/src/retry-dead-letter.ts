import { sql, type DatabasePool } from 'slonik';
import { z } from 'zod';
import { compareCheckpoints, type EventStore } from '@regimen/event-store';
import { applyEvents } from './apply-batch.ts';
import { checkpointOfRow, lockCheckpointRow } from './checkpoints.ts';
import { listDeadLetters, notifyDeadLetters, readDeadLetter, type DeadLetterRow } from './dead-letters.ts';
import { describeFailure, failureKind } from './failure-kind.ts';
import { parseRecordedEvent, type EventParser } from './parse-event.ts';
import { handles, liveTables, statement, type Projection } from './projection.ts';

export type RetryOutcome =
  | { readonly outcome: 'resolved'; readonly id: string; readonly eventsApplied: number }
  | { readonly outcome: 'failed'; readonly id: string; readonly error: string; readonly attempts: number };

export interface RetryOptions {
  readonly pool: DatabasePool;
  readonly store: EventStore;
  readonly projection: Projection;
  readonly parse?: EventParser;
}

const Revision = z.object({ stream_revision: z.bigint() });

/**
 * Applies a quarantined event again (after a fix), followed by every later event of its stream
 * the projection has already passed: while the event was out, those later events were applied
 * without it (an update finding no row, a count missing a step), and the handlers' stream-revision
 * guards make the ones that did land no-ops. Later events of the stream that are quarantined
 * themselves are left to their own retry. All of it in one transaction that holds the
 * projection's checkpoint row, so the live worker waits; success deletes the dead letter (the
 * user is no longer degraded), failure counts the attempt and keeps it.
 *
 * Null when there is no such dead letter. A transient failure (database away) throws.
 */
export const retryDeadLetter = async (options: RetryOptions, id: bigint): Promise<RetryOutcome | null> => {
  const { pool, store, projection } = options;
  const parse = options.parse ?? parseRecordedEvent;
  const letter = await readDeadLetter(pool, projection.name, id);
  if (!letter) return null;
  try {
    const eventsApplied = await pool.transaction(async (tx) => {
      const row = await lockCheckpointRow(tx, projection.name);
      if (!row) throw new Error(`Projection ${projection.name} has no checkpoint`);
      const checkpoint = checkpointOfRow(row);
      const stillQuarantined = new Set(
        await tx.anyFirst(sql.type(Revision)`
          select stream_revision from projection_dead_letters
          where projection = ${projection.name} and stream_id = ${letter.stream_id} and stream_revision > ${letter.stream_revision}`),
      );
      const stream = await store.readStream(letter.stream_id, { fromRevision: letter.stream_revision });
      if (stream[0]?.id !== letter.event_id) throw new Error(`Event ${letter.event_id} is not in stream ${letter.stream_id} any more`);
      const events = stream
        .filter((event) => handles(projection, event.type))
        .filter((event) => compareCheckpoints(event.checkpoint, checkpoint) <= 0 && !stillQuarantined.has(event.revision))
        .map(parse);
      await applyEvents(tx, projection, liveTables(projection), events);
      await tx.query(statement`delete from projection_dead_letters where id = ${letter.id}`);
      await notifyDeadLetters(tx, projection.name);
      return events.length;
    });
    return { outcome: 'resolved', id: String(letter.id), eventsApplied };
  } catch (error) {
    if (failureKind(error) === 'transient') throw error;
    const message = describeFailure(error);
    await pool.query(statement`
      update projection_dead_letters set attempts = attempts + 1, error = ${message}, last_failed_at = now(), status = 'retry-failed'
      where id = ${letter.id}`);
    return { outcome: 'failed', id: String(letter.id), error: message, attempts: letter.attempts + 1 };
  }
};

/** Retries every dead letter of the projection, oldest event first. */
export const retryAllDeadLetters = async (options: RetryOptions): Promise<RetryOutcome[]> => {
  const letters: DeadLetterRow[] = [];
  for (let before: bigint | undefined; ; ) {
    const page = await listDeadLetters(options.pool, { projection: options.projection.name, limit: 500, before });
    letters.push(...page.items);
    if (page.nextBefore === null) break;
    before = page.nextBefore;
  }
  letters.sort((a, b) => (a.global_position < b.global_position ? -1 : a.global_position > b.global_position ? 1 : 0));
  const outcomes: RetryOutcome[] = [];
  for (const letter of letters) {
    const outcome = await retryDeadLetter(options, letter.id);
    if (outcome) outcomes.push(outcome);
  }
  return outcomes;
};
