import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { compareCheckpoints, type Checkpoint, type EventStore, type RecordedEvent } from '../port.ts';

/** A writer on its own connection, so a test decides when its transaction commits. */
export interface Writer {
  begin(): Promise<void>;
  /** Calls append_events inside the open transaction; returns the event ids written. */
  append(streamId: string, count?: number): Promise<string[]>;
  commit(): Promise<void>;
  rollback(): Promise<void>;
  query(text: string): Promise<pg.QueryResult>;
  end(): Promise<void>;
}

export const openWriter = async (url: string): Promise<Writer> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    begin: async () => void (await client.query('begin')),
    async append(streamId, count = 1) {
      const events = Array.from({ length: count }, () => ({
        id: randomUUID(),
        type: 'GapTested',
        schemaVersion: 1,
        data: {},
        metadata: {},
      }));
      await client.query("select * from append_events($1, 'any', null, $2::jsonb)", [streamId, JSON.stringify(events)]);
      return events.map((event) => event.id);
    },
    commit: async () => void (await client.query('commit')),
    rollback: async () => void (await client.query('rollback')),
    query: (text) => client.query(text),
    end: () => client.end(),
  };
};

/** Stream ids for one test, and a check for "is this one of mine" (the database is shared by the file's tests). */
export const streamScope = () => {
  const prefix = `gap-${randomUUID()}`;
  let count = 0;
  return {
    stream: (): string => `${prefix}-${(count += 1)}`,
    owns: (event: RecordedEvent): boolean => event.streamId.startsWith(`${prefix}-`),
  };
};

/**
 * A reader that pages readAll from a checkpoint, the way a projection does, and checks on every
 * page that checkpoints only ever increase and that no event comes twice. It keeps (in `seen`)
 * only the events `keep` accepts: events of earlier tests may become readable late, while some
 * other transaction on the server holds the horizon back.
 */
export const pagingReader = (
  store: EventStore,
  from: Checkpoint,
  keep: (event: RecordedEvent) => boolean,
  pageSize = 5,
) => {
  let checkpoint = from;
  const seen: RecordedEvent[] = [];
  const ids = new Set<string>();
  return {
    seen,
    /** Reads every page visible now. */
    async poll(): Promise<void> {
      for (;;) {
        const page = await store.readAll({ after: checkpoint, maxCount: pageSize });
        for (const event of page) {
          if (compareCheckpoints(event.checkpoint, checkpoint) <= 0)
            throw new Error(`Checkpoint went back at ${event.id}`);
          if (ids.has(event.id)) throw new Error(`Event ${event.id} was read twice`);
          ids.add(event.id);
          checkpoint = event.checkpoint;
          if (keep(event)) seen.push(event);
        }
        if (page.length < pageSize) return;
      }
    },
  };
};

/** Runs a subscription until `stop`, keeping the delivered events `keep` accepts. */
export const subscribeInBackground = (
  store: EventStore,
  after: Checkpoint,
  keep: (event: RecordedEvent) => boolean,
  batchSize?: number,
) => {
  const controller = new AbortController();
  const delivered: RecordedEvent[] = [];
  const done = (async () => {
    for await (const batch of store.subscribeToAll({ after, batchSize, signal: controller.signal })) {
      delivered.push(...batch.filter(keep));
    }
  })();
  return {
    delivered,
    /** Ends the subscription; rethrows what ended it early, if anything did. */
    stop: async (): Promise<void> => {
      controller.abort();
      await done;
    },
  };
};

export const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
