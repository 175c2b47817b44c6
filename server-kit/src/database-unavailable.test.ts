import { describe, expect, it } from 'vitest';
import { databaseUnavailable } from './database-unavailable.ts';

const withCode = (message: string, code: string, name = 'error'): Error => Object.assign(new Error(message), { code, name });

describe('an error from the database layer', () => {
  it.each([
    ['slonik BackendTerminatedError caused by 57P01 (PostgreSQL fast shutdown)', Object.assign(new Error('Backend has been terminated.', { cause: withCode('terminating connection due to administrator command', '57P01') }), { name: 'BackendTerminatedError' })],
    ['57P01 from a plain pg client', withCode('terminating connection due to administrator command', '57P01')],
    ['57P02 crash shutdown', withCode('terminating connection because of crash of another server process', '57P02')],
    ['57P03 the database system is starting up', withCode('the database system is starting up', '57P03')],
    ['53300 too many clients', withCode('sorry, too many clients already', '53300')],
    ['08006 connection failure', withCode('connection failure', '08006')],
    ['57014 statement timeout', withCode('canceling statement due to statement timeout', '57014')],
    ['slonik StatementTimeoutError', Object.assign(new Error('Statement has been cancelled due to a statement_timeout.'), { name: 'StatementTimeoutError' })],
    ['pg: connection terminated unexpectedly', new Error('Connection terminated unexpectedly')],
    ['pg-pool: connect timeout', new Error('timeout exceeded when trying to connect')],
    ['pg: client not queryable after an error', new Error('Client has encountered a connection error and is not queryable')],
    ['ECONNREFUSED wrapped by slonik ConnectionError', Object.assign(new Error('connect failed', { cause: withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED') }), { name: 'ConnectionError' })],
    ['AggregateError of refused connections (localhost: ::1 and 127.0.0.1)', new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED'), withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')])],
  ])('%s is "unavailable" (503)', (_label, error) => {
    expect(databaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['unique violation', withCode('duplicate key value violates unique constraint', '23505')],
    ['syntax error', withCode('syntax error at or near "selec"', '42601')],
    ['a row failing its schema', Object.assign(new Error('Query returned rows that do not conform with the schema.'), { name: 'SchemaValidationError' })],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['not an Error at all', 'ECONNREFUSED'],
  ])('%s is not (stays a 500)', (_label, error) => {
    expect(databaseUnavailable(error)).toBe(false);
  });
});
