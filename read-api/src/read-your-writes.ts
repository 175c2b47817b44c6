import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpProblem } from '@regimen/server-kit/problem';

/**
 * Waits until the read-model tables named have every event up to `position` applied; false on
 * timeout, 'beyond-head' at once when no event has that position and none could still get it.
 */
export type WaitForPosition = (tables: readonly string[], position: bigint, timeoutMs: number) => Promise<boolean | 'beyond-head'>;

/**
 * The projections filling `tables` in which the user has a quarantined event (their read models
 * there miss it). `fresh`: ask the database rather than the process's picture of it.
 */
export type DegradedProjections = (userId: string, tables: readonly string[], fresh: boolean) => Promise<readonly string[]>;

const MAX_WAIT_MS = 3_000;
const MAX_POSITION = 9_223_372_036_854_775_807n;

const DEGRADED_HEADER = 'x-read-degraded';

/** Whether the request asks to read its own write (such a read is never answered from a cache). */
export const hasMinPosition = (request: FastifyRequest): boolean => {
  const header = request.headers['x-min-position'];
  return header !== undefined && header !== '';
};

/** The X-Min-Position header as a position (an int8, as global positions are), null when absent; 400 otherwise. */
const minPositionOf = (request: FastifyRequest): bigint | null => {
  const header = request.headers['x-min-position'];
  if (header === undefined || header === '') return null;
  const position = typeof header === 'string' && /^\d{1,19}$/.test(header) ? BigInt(header) : null;
  if (position === null || position > MAX_POSITION) {
    throw new HttpProblem(400, 'validation', 'X-Min-Position must be an event position such as "42" (at most 9223372036854775807)');
  }
  return position;
};

/**
 * Read-your-writes: a query carrying `X-Min-Position` (the position a command answered with)
 * waits, bounded, until the projections filling the tables it reads have passed it. After the bound it answers
 * with what it has and says so in `X-Read-Stale: true`. A position past every event is a 400 at
 * once (a client only learns positions of committed events, so no wait would bring it).
 */
const readAfter = async (request: FastifyRequest, wait: WaitForPosition, tables: readonly string[]): Promise<boolean> => {
  const position = minPositionOf(request);
  if (position === null) return true;
  const reached = await wait(tables, position, MAX_WAIT_MS);
  if (reached === 'beyond-head') throw new HttpProblem(400, 'validation', 'X-Min-Position is beyond the newest event');
  return reached;
};

export interface ConsistentReadOptions {
  readonly wait: WaitForPosition;
  readonly degraded?: DegradedProjections | undefined;
}

/**
 * Everything a read does before its query: validate X-Min-Position, and wait for it unless the
 * user's read models are degraded (a quarantined event of theirs: waiting would not make them
 * whole, so the answer comes at once with `X-Read-Degraded: <projection>, …`). Headers are set on
 * the reply; true when the answer may be cached (it waited successfully, or had nothing to wait for).
 */
export const prepareRead = async (
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  tables: readonly string[],
  { wait, degraded }: ConsistentReadOptions,
): Promise<boolean> => {
  const pinned = minPositionOf(request) !== null;
  const before = (await degraded?.(userId, tables, false)) ?? [];
  if (before.length > 0) {
    reply.header(DEGRADED_HEADER, before.join(', '));
    return !pinned;
  }
  const fresh = await readAfter(request, wait, tables);
  if (!fresh) reply.header('x-read-stale', 'true');
  // The wait may have ended with this user's event being quarantined.
  const after = pinned ? ((await degraded?.(userId, tables, true)) ?? []) : [];
  if (after.length > 0) reply.header(DEGRADED_HEADER, after.join(', '));
  return fresh;
};
