import type { FastifyRequest } from 'fastify';
import { HttpProblem } from '@regimen/server-kit/problem';

/** Waits until the read-model tables named have every event up to `position` applied; false on timeout. */
export type WaitForPosition = (tables: readonly string[], position: bigint, timeoutMs: number) => Promise<boolean>;

const MAX_WAIT_MS = 3_000;

/** Whether the request asks to read its own write (such a read is never answered from a cache). */
export const hasMinPosition = (request: FastifyRequest): boolean => {
  const header = request.headers['x-min-position'];
  return header !== undefined && header !== '';
};

/**
 * Read-your-writes: a query carrying `X-Min-Position` (the position a command answered with)
 * waits, bounded, until the projections filling the tables it reads have passed it. After the bound it answers
 * with what it has and says so in `X-Read-Stale: true`.
 */
export const readAfter = async (request: FastifyRequest, wait: WaitForPosition, tables: readonly string[]): Promise<boolean> => {
  const header = request.headers['x-min-position'];
  if (header === undefined || header === '') return true;
  // Positions are int8: a larger number would fail in the database as a 500.
  if (typeof header !== 'string' || !/^\d{1,19}$/.test(header) || BigInt(header) > 9_223_372_036_854_775_807n) {
    throw new HttpProblem(400, 'validation', 'X-Min-Position must be an event position such as "42"');
  }
  return wait(tables, BigInt(header), MAX_WAIT_MS);
};
