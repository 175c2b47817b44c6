import { z } from 'zod';
import {
  createBigintTypeParser,
  sql,
  createPool,
  SchemaValidationError,
  type DatabasePool,
  type Interceptor,
  type QueryResultRow,
} from 'slonik';

/**
 * Validates every row of a `sql.type(schema)` query against its schema (slonik's `sql.type`
 * only types; this interceptor is what makes it check). Works with any Standard Schema (zod 4)
 * whose validation is synchronous, as every row schema here is: slonik's asynchronous hook ran
 * each row as a task of a queue made per query (a promise and a queue entry a row, a macrotask
 * every hundred), which cost more than the validation itself on a schedule's few hundred takes.
 */
const resultParser: Interceptor = {
  name: 'result-parser',
  transformRow: (context, query, row) => {
    const parser = context.resultParser;
    if (!parser) return row;
    const result = parser['~standard'].validate(row);
    if (result instanceof Promise) throw new TypeError('A row schema must validate synchronously (no async refinements or transforms)');
    if (result.issues) throw new SchemaValidationError(query, row, result.issues);
    return result.value as QueryResultRow;
  },
};

const UTC_TEXT = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(?:\.\d{1,6})?$/;

/**
 * PostgreSQL's text for a timestamp (`zoned`: a timestamptz, its offset last) as JavaScript's ISO
 * string. The text of a UTC session ("2026-01-02 03:04:05.123456+00") is rearranged: V8's date
 * parser took ten times as long, an eighth of the CPU of a Today's Schedule with its few hundred
 * takes. Any other text (another session zone, BC, a year past 9999, infinity) goes through Date.
 */
export const isoFromPostgres = (value: string, zoned: boolean): string => {
  const utc = zoned ? (value.endsWith('+00') ? value.slice(0, -3) : null) : value;
  if (utc !== null && UTC_TEXT.test(utc)) {
    // Date keeps milliseconds and drops the rest of PostgreSQL's microseconds, as here.
    const milliseconds = utc.length > 19 ? `${utc.slice(20)}00`.slice(0, 3) : '000';
    return `${utc.slice(0, 10)}T${utc.slice(11, 19)}.${milliseconds}Z`;
  }
  return new Date(zoned ? value : `${value}Z`).toISOString();
};

/** timestamptz and timestamp come back as ISO-8601 strings: what the APIs send and the zod contracts expect. */
const isoTimestamp = (name: 'timestamptz' | 'timestamp') => ({
  name,
  parse: (value: string): string => isoFromPostgres(value, name === 'timestamptz'),
});

export interface DatabaseOptions {
  readonly maxPoolSize?: number;
  readonly statementTimeoutMs?: number;
}

/**
 * The slonik pool every server package uses. Type decisions: int8 -> bigint (global positions
 * exceed 2^53 in principle), timestamps -> ISO strings, numeric -> string (no silent precision
 * loss), date -> 'YYYY-MM-DD' string.
 */
export const createDatabasePool = (url: string, options: DatabaseOptions = {}): Promise<DatabasePool> =>
  createPool(url, {
    interceptors: [resultParser],
    typeParsers: [
      createBigintTypeParser(),
      isoTimestamp('timestamptz'),
      isoTimestamp('timestamp'),
      { name: 'numeric', parse: (value: string) => value },
      { name: 'date', parse: (value: string) => value },
    ],
    maximumPoolSize: options.maxPoolSize ?? 10,
    statementTimeout: options.statementTimeoutMs ?? 30_000,
    idleTimeout: 10_000,
    // slonik's default runs DISCARD ALL on every release: a round trip per query. Nothing here
    // leaves session state on a pooled connection except session advisory locks, which their
    // holders (projection workers, rebuilds) release themselves (see projections/src/runner.ts).
    resetConnection: async () => {},
  });

/** Tag for statements that return no rows (insert/update/delete without returning). */
export const noRows = sql.type(z.object({}));

export type { DatabasePool };
