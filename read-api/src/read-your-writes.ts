import type { FastifyRequest } from 'fastify';
import { HttpProblem } from '@regimen/server-kit/problem';

/** Waits until the named projections have applied the event at `position`; false on timeout. */
export type WaitForPosition = (projections: readonly string[], position: bigint, timeoutMs: number) => Promise<boolean>;

const MAX_WAIT_MS = 3_000;

/**
 * Read-your-writes: a query carrying `X-Min-Position` (the position a command answered with)
 * waits, bounded, until the projections it reads from have passed it. After the bound it answers
 * with what it has and says so in `X-Read-Stale: true`.
 */
export const readAfter = async (request: FastifyRequest, wait: WaitForPosition, projections: readonly string[]): Promise<boolean> => {
  const header = request.headers['x-min-position'];
  if (header === undefined || header === '') return true;
  if (typeof header !== 'string' || !/^\d{1,19}$/.test(header)) {
    throw new HttpProblem(400, 'validation', 'X-Min-Position must be an event position such as "42"');
  }
  return wait(projections, BigInt(header), MAX_WAIT_MS);
};
