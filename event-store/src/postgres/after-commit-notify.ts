import type pg from 'pg';
import { statements } from './statements.ts';

/**
 * The 'after-commit' way of waking subscriptions: the append itself does not NOTIFY (a notifying
 * commit holds a cluster-wide lock until its WAL is flushed, which serialises busy writers); this
 * sends one NOTIFY of its own after appends instead, at most one in flight, and one more if
 * appends finished meanwhile. Losing one only costs latency: subscriptions also poll.
 */
export const createAfterCommitNotify = (pool: pg.Pool): { appended(): void; close(): void } => {
  let inFlight = false;
  let dirty = false;
  let closed = false;
  const send = (): void => {
    inFlight = true;
    dirty = false;
    pool
      .query(statements.notify)
      .catch(() => undefined)
      .finally(() => {
        inFlight = false;
        if (dirty && !closed) send();
      });
  };
  return {
    appended() {
      if (closed) return;
      if (inFlight) dirty = true;
      else send();
    },
    close() {
      closed = true;
    },
  };
};
