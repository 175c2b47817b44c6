import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DatabasePool } from 'slonik';
import type { CachedRead } from './response-cache.ts';

// Its own module so route modules need not import read-api.ts, which imports them.
/** What every query route gets from the read API. */
export interface ReadContext {
  readonly pool: DatabasePool;
  /** The signed-in user, after waiting for X-Min-Position on the read-model tables the route reads. */
  reader(tables: readonly string[]): (request: FastifyRequest, reply: FastifyReply) => Promise<string>;
  /**
   * Like `reader`, plus a per-user answer cache: an answer is reused while the projections filling
   * `tables` have not moved their checkpoints (and for at most its maximum age). A request with
   * X-Min-Position, or one whose wait timed out, is always computed afresh.
   */
  cachedReader(tables: readonly string[]): CachedRead;
  /** Waits until the tables named have every event written so far applied. */
  readonly waitForHead: (tables: readonly string[], timeoutMs: number) => Promise<boolean>;
}
