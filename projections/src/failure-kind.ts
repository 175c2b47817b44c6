/**
 * Whether a failure to apply an event is about the event (poison: the same event fails the same
 * way every time, so after a few attempts it is quarantined) or about the moment (transient: the
 * database is away, a serialization failure or deadlock — retried with backoff, never quarantined).
 *
 * Transient is the closed list: connection and resource classes of SQLSTATE and errors of the
 * socket. Everything else — data exceptions (22xxx: 22003 out of range, 22008 datetime overflow,
 * 22P02 bad text representation), constraint violations (23xxx), a handler that throws, an event
 * that does not parse — is treated as the event's, because only its isolated retries decide: an
 * event is quarantined only after failing alone, in its own transaction, every time.
 */
export type FailureKind = 'transient' | 'poison';

const TRANSIENT_SQLSTATE_CLASSES = ['08', '40', '53', '57', '58'];
// 55P03 lock not available, 55006 object in use, 42P01: a table swapped by a rebuild switch can be
// missing for a moment to a statement planned before it; XX000 is an internal error.
const TRANSIENT_SQLSTATES = new Set(['55P03', '55006', '42P01', 'XX000']);
const TRANSIENT_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
const TRANSIENT_NAMES = new Set([
  'AbortError',
  'BackendTerminatedError',
  'BackendTerminatedUnexpectedlyError',
  'ConnectionError',
  'IdleTransactionTimeoutError',
  'StatementCancelledError',
  'StatementTimeoutError',
  'UnexpectedForeignConnectionError',
]);
const TRANSIENT_MESSAGE = /connection (terminated|error|ended|closed|refused)|not queryable|timeout exceeded when trying to connect/i;

const SQLSTATE = /^[0-9A-Z]{5}$/;

/** The SQLSTATE of a database error, looking through wrappers (slonik keeps pg's error as `cause`). */
const sqlStateOf = (error: unknown): string | null => {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    const { code } = current as { code?: unknown };
    if (typeof code === 'string' && SQLSTATE.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
};

const isTransientOne = (error: object): boolean => {
  const { code, name, message } = error as { code?: unknown; name?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (TRANSIENT_ERRNOS.has(code)) return true;
    if (SQLSTATE.test(code)) return TRANSIENT_SQLSTATES.has(code) || TRANSIENT_SQLSTATE_CLASSES.includes(code.slice(0, 2));
  }
  if (typeof name === 'string' && TRANSIENT_NAMES.has(name)) return true;
  return typeof message === 'string' && TRANSIENT_MESSAGE.test(message);
};

export const failureKind = (error: unknown): FailureKind => {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    if (isTransientOne(current)) return 'transient';
    // A database error with a SQLSTATE outside the transient list is decided: look no deeper.
    const { code } = current as { code?: unknown };
    if (typeof code === 'string' && SQLSTATE.test(code)) return 'poison';
    current = (current as { cause?: unknown }).cause;
  }
  return 'poison';
};

/** A short, single-line description for the dead letter and the log (no event data). */
export const describeFailure = (error: unknown): string => {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const state = sqlStateOf(error);
  const line = (state && !text.includes(state) ? `${text} [${state}]` : text).replace(/\s+/g, ' ');
  return line.length > 1000 ? `${line.slice(0, 997)}...` : line;
};
