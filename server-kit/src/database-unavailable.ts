/**
 * Errors that mean "the database cannot serve this now" rather than "this request is wrong":
 * the server refusing or dropping connections (too many clients, starting up, shut down by an
 * administrator or a crash, the network), and a statement cut off by the per-request statement
 * timeout. They become 503 with Retry-After, never 500: a retry later will work.
 */
const UNAVAILABLE_CODES = new Set([
  '53300', // too_many_connections
  '57P01', // admin_shutdown: the server is stopping (fast shutdown terminates every backend)
  '57P02', // crash_shutdown: another backend crashed, the server restarts
  '57P03', // cannot_connect_now: the server is starting up or shutting down
  '57P05', // idle_session_timeout
  '57014', // query_canceled: the statement timeout bounding one request's database work
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTCONN',
]);

/** slonik's wrappers of the errors above (their cause carries the code, when there is one). */
const UNAVAILABLE_NAMES = new Set(['BackendTerminatedError', 'BackendTerminatedUnexpectedlyError', 'ConnectionError', 'StatementTimeoutError']);

// pg reports a lost or refused connection in plain Errors without a code.
const UNAVAILABLE_MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /client has encountered a connection error and is not queryable/i,
  /client was closed and is not queryable/i,
];

const unavailable = (error: unknown, depth: number): boolean => {
  if (depth > 8 || !(error instanceof Error)) return false;
  const code = (error as Error & { code?: unknown }).code;
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
  if (UNAVAILABLE_NAMES.has(error.name) || UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(error.message))) return true;
  // net's connection attempts to several addresses (localhost: ::1 and 127.0.0.1) fail together.
  if (error instanceof AggregateError && error.errors.some((inner) => unavailable(inner, depth + 1))) return true;
  return unavailable(error.cause, depth + 1);
};

export const databaseUnavailable = (error: unknown): boolean => unavailable(error, 0);
