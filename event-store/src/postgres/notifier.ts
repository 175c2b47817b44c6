import type pg from 'pg';

/** Returns a connected client the store owns from then on: it LISTENs on it and ends it. */
export type ListenClientFactory = () => Promise<pg.Client>;

export interface Lease {
  /** How many wake-ups have happened so far; take it before a read, hand it to `wait` after. */
  mark(): number;
  /** Resolves at once if there was a wake-up since `mark`, else at the next one, after `ms`, or on abort. */
  wait(mark: number, ms: number, signal: AbortSignal): Promise<void>;
  release(): void;
}

export interface Notifier {
  /** Starts listening for the first user (waiting for that first attempt); reconnects while anyone listens. */
  acquire(): Promise<Lease>;
  close(): void;
}

const MIN_BACKOFF_MS = 100;
const MAX_BACKOFF_MS = 5_000;

/**
 * One LISTEN connection shared by every subscription of a store. Each notification, and each
 * (re)connect, wakes all waiting subscriptions; while the connection is down they fall back to
 * polling, so a lost notification only costs latency.
 */
export const createNotifier = (connect: ListenClientFactory, channel: string): Notifier => {
  let users = 0;
  let closed = false;
  let client: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let backoff = MIN_BACKOFF_MS;
  let generation = 0;
  const waiters = new Set<() => void>();

  const wakeAll = (): void => {
    generation += 1;
    for (const waiter of [...waiters]) waiter();
  };

  const disconnect = (connection: pg.Client): void => {
    connection.removeListener('notification', wakeAll);
    connection.end().catch(() => undefined);
  };

  const wanted = (): boolean => users > 0 && !closed;

  const scheduleReconnect = (): void => {
    if (!wanted() || reconnectTimer) return;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      void ensureConnected();
    }, backoff);
    backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
  };

  const drop = (connection: pg.Client): void => {
    if (client !== connection) return;
    client = null;
    disconnect(connection);
    wakeAll();
    scheduleReconnect();
  };

  const open = async (): Promise<void> => {
    let connection: pg.Client | undefined;
    try {
      connection = await connect();
      const attached = connection;
      // Stays attached after a drop: a late 'error' without a listener would crash the process.
      attached.on('error', () => drop(attached));
      attached.on('end', () => drop(attached));
      attached.on('notification', wakeAll);
      await attached.query(`listen ${channel}`);
    } catch {
      if (connection) disconnect(connection);
      scheduleReconnect();
      return;
    }
    if (!wanted()) return disconnect(connection);
    client = connection;
    backoff = MIN_BACKOFF_MS;
    wakeAll(); // whatever was appended while nobody listened
  };

  const ensureConnected = (): Promise<void> => {
    if (client || !wanted()) return Promise.resolve();
    connecting ??= open().finally(() => {
      connecting = null;
    });
    return connecting;
  };

  const stop = (): void => {
    clearTimeout(reconnectTimer);
    reconnectTimer = undefined;
    if (client) disconnect(client);
    client = null;
  };

  const wait = (mark: number, ms: number, signal: AbortSignal): Promise<void> =>
    new Promise((resolve) => {
      if (generation !== mark || signal.aborted) return resolve();
      const done = (): void => {
        waiters.delete(done);
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      waiters.add(done);
      signal.addEventListener('abort', done, { once: true });
    });

  return {
    async acquire() {
      users += 1;
      await ensureConnected();
      let released = false;
      return {
        mark: () => generation,
        wait,
        release() {
          if (released) return;
          released = true;
          users -= 1;
          if (users === 0) stop();
        },
      };
    },
    close() {
      closed = true;
      stop();
      wakeAll();
    },
  };
};
