import { DuplicateEventIdError, WrongExpectedRevisionError, type ExpectedRevision } from '../port.ts';
import { DUPLICATE_EVENT_ID, WRONG_EXPECTED_REVISION } from './append-events-sql.ts';

interface PgError {
  readonly code?: string;
  readonly detail?: string;
  readonly constraint?: string;
}

const isPgError = (error: unknown): error is Error & PgError => error instanceof Error && 'code' in error;

/** Turns what append_events raises into the port's errors; anything else passes through. */
export const mapAppendError = (
  error: unknown,
  streamId: string,
  expected: ExpectedRevision,
  ids: readonly string[],
): unknown => {
  if (!isPgError(error)) return error;
  if (error.code === WRONG_EXPECTED_REVISION) {
    const actual = BigInt(error.detail ?? '-1');
    return new WrongExpectedRevisionError(streamId, expected, actual < 0n ? 'no_stream' : actual);
  }
  if (error.code === DUPLICATE_EVENT_ID) return new DuplicateEventIdError(error.detail ?? ids[0] ?? '');
  // Two appends to different streams racing with one event id: the loser waits on the unique
  // index, then fails there instead of in append_events' check.
  if (error.code === '23505' && error.constraint === 'events_event_id_key') {
    const match = /\(event_id\)=\(([0-9a-f-]+)\)/.exec(error.detail ?? '');
    return new DuplicateEventIdError(match?.[1] ?? ids[0] ?? '');
  }
  return error;
};
