import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { checkpointFromString, compareCheckpoints, type Checkpoint, type EventStore } from '@regimen/event-store';
import { changedUsersOf, CHECKPOINT_CHANNEL } from './checkpoints.ts';
import { DEAD_LETTERS_CHANGED } from './dead-letters.ts';

/**
 * `deadLettersChanged`: the notifying transaction also quarantined or resolved events of the
 * projection. `changedUsers`: the users whose rows it changed, or null when anyone's may have.
 */
export type CheckpointCallback = (name: string, checkpoint: Checkpoint, deadLettersChanged: boolean, changedUsers: readonly string[] | null) => void;

/**
 * What a listener vouches for: every notification of a batch committed before `verifiedAt` (ms
 * since the epoch) has reached the subscribers, on its connection number `connection` (counted from
 * 1 at each connect: a new connection may have missed what was sent while there was none).
 */
export interface ListenerDelivery {
  readonly connection: number;
  readonly verifiedAt: number;
}

/** One LISTEN connection per process, shared by every waiter. */
export interface CheckpointListener {
  subscribe(callback: CheckpointCallback): () => void;
  /** Null while disconnected. */
  delivery(): ListenerDelivery | null;
  close(): Promise<void>;
}

/** How the listener's connection shows in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'regimen checkpoint listener';

/** How often the listener proves its connection delivers (a round trip on it). */
const HEARTBEAT_MS = 250;
/** A round trip unanswered this long counts as a dropped connection. */
const HEARTBEAT_TIMEOUT_MS = 5_000;

/**
 * LISTENs on the channel the workers notify after each committed batch. Reconnects after a
 * second when the connection drops; waiters keep a slow poll, so a missed notification costs
 * at most that poll's interval.
 *
 * A round trip on the connection every 250 ms proves delivery: PostgreSQL sends a listening session
 * the notifications committed before it answers a query, on the same ordered stream, so once the
 * answer arrives, every notification committed before the query was sent has been handed to the
 * subscribers (`delivery().verifiedAt`). One left unanswered for 5 s drops the connection.
 */
export const createCheckpointListener = async (connectionString: string): Promise<CheckpointListener> => {
  const callbacks = new Set<CheckpointCallback>();
  let closed = false;
  let client: pg.Client | null = null;
  let connections = 0;
  let delivery: ListenerDelivery | null = null;
  /** When the round trip in flight was sent, if one is. */
  let pending: number | null = null;

  const onNotification = (message: pg.Notification): void => {
    const [name, at, ...flags] = (message.payload ?? '').split(' ');
    if (!name || !at) return;
    const checkpoint = checkpointFromString(at);
    const users = changedUsersOf(flags);
    for (const callback of callbacks) callback(name, checkpoint, flags.includes(DEAD_LETTERS_CHANGED), users);
  };

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString, application_name: LISTENER_APPLICATION_NAME });
    next.on('notification', onNotification);
    next.on('error', () => reconnect(next));
    next.on('end', () => reconnect(next));
    await next.connect();
    const sent = Date.now();
    await next.query(`listen ${CHECKPOINT_CHANNEL}`);
    client = next;
    connections += 1;
    delivery = { connection: connections, verifiedAt: sent };
  };

  const reconnect = (dropped: pg.Client): void => {
    if (closed || client !== dropped) return;
    client = null;
    delivery = null;
    pending = null;
    dropped.removeAllListeners();
    dropped.on('error', () => {});
    void dropped.end().catch(() => {});
    const retry = (): void => {
      if (closed) return;
      connect().catch(() => setTimeout(retry, 1000).unref());
    };
    setTimeout(retry, 1000).unref();
  };

  const heartbeat = (): void => {
    const current = client;
    if (current === null) return;
    const now = Date.now();
    if (pending !== null) {
      if (now - pending >= HEARTBEAT_TIMEOUT_MS) reconnect(current);
      return;
    }
    pending = now;
    current.query('select 1').then(
      () => {
        // A reconnect meanwhile replaced the client; otherwise this is the round trip in flight.
        if (client !== current) return;
        pending = null;
        delivery = { connection: connections, verifiedAt: now };
      },
      () => reconnect(current),
    );
  };
  const heartbeats = setInterval(heartbeat, HEARTBEAT_MS).unref();

  try {
    await connect();
  } catch (error) {
    clearInterval(heartbeats);
    throw error;
  }
  return {
    subscribe: (callback) => {
      callbacks.add(callback);
      return () => callbacks.delete(callback);
    },
    delivery: () => delivery,
    close: async () => {
      closed = true;
      clearInterval(heartbeats);
      callbacks.clear();
      delivery = null;
      const current = client;
      client = null;
      if (current) {
        current.removeAllListeners();
        current.on('error', () => {});
        await current.end().catch(() => {});
      }
    },
  };
};

export interface WaitForPositionOptions {
  readonly pool: CommonQueryMethods;
  readonly store: EventStore;
  /** Names of the projections the caller is about to read from. */
  readonly projections: readonly string[];
  /** Global position of the write to read (the command API's reply carries it). */
  readonly position: bigint;
  readonly timeoutMs: number;
  /** Wakes the wait on each batch commit; without one the wait polls every `pollMs`. */
  readonly listener?: CheckpointListener;
  /** Default 5 ms without a listener, 100 ms with one (a safety net only). */
  readonly pollMs?: number;
}

/** The position waited for is past every event, committed or not: nothing will ever reach it. */
export class PositionBeyondHeadError extends Error {
  constructor(position: bigint) {
    super(`No event has position ${position}: it is beyond the newest event`);
    this.name = 'PositionBeyondHeadError';
  }
}

const Reached = z.object({ name: z.string(), tx: z.bigint(), position: z.bigint() });

/**
 * Read-your-writes: resolves true once every named projection has applied the event at
 * `position` (its checkpoint is at or past `store.checkpointOf(position)`), false on timeout.
 * Throws PositionBeyondHeadError at once when there is no such event and the position is past the
 * head: a client only learns a position after its event committed, so no wait would bring it.
 */
export const waitForPosition = async (options: WaitForPositionOptions): Promise<boolean> => {
  const { pool, store, listener } = options;
  const deadline = Date.now() + options.timeoutMs;
  const pollMs = options.pollMs ?? (listener ? 100 : 5);
  const remaining = (): number => deadline - Date.now();

  let target = await store.checkpointOf(options.position);
  if (target === null && options.position > (await store.head()).checkpoint.position) {
    // Read again: the event may have committed between the two reads (then the head is past it).
    target = await store.checkpointOf(options.position);
    if (target === null) throw new PositionBeyondHeadError(options.position);
  }
  while (target === null) {
    if (remaining() <= 0) return false;
    await sleep(Math.min(pollMs, remaining()));
    target = await store.checkpointOf(options.position);
  }
  const reached = target;
  const pending = new Set(options.projections);
  if (pending.size === 0) return true;

  let wake: (() => void) | null = null;
  const unsubscribe = listener?.subscribe((name, checkpoint) => {
    if (pending.has(name) && compareCheckpoints(checkpoint, reached) >= 0) {
      pending.delete(name);
      if (pending.size === 0) wake?.();
    }
  });
  try {
    for (;;) {
      const rows = await pool.any(sql.type(Reached)`
        select name, tx, position from projection_checkpoints where name = any(${sql.array([...pending], 'text')})`);
      for (const row of rows) if (compareCheckpoints(row, reached) >= 0) pending.delete(row.name);
      if (pending.size === 0) return true;
      if (remaining() <= 0) return false;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(pollMs, remaining()));
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = null;
      if (pending.size === 0) return true;
    }
  } finally {
    unsubscribe?.();
  }
};
