import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { START, compareCheckpoints, type Checkpoint, type EventStore, type RecordedEvent } from '../port.ts';

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

/**
 * A reader that pages readAll from a checkpoint, the way a projection does, and checks on every
 * page that checkpoints only ever increase and that no event comes twice.
 */
export const pagingReader = (store: EventStore, from: Checkpoint = START, pageSize = 5) => {
  let checkpoint = from;
  const seen: RecordedEvent[] = [];
  const ids = new Set<string>();
  return {
    seen,
    get checkpoint() {
      return checkpoint;
    },
    /** Reads every page visible now; returns how many events it read. */
    async poll(): Promise<number> {
      let read = 0;
      for (;;) {
        const page = await store.readAll({ after: checkpoint, maxCount: pageSize });
        for (const event of page) {
          if (compareCheckpoints(event.checkpoint, checkpoint) <= 0) throw new Error(`Checkpoint went back at ${event.id}`);
          if (ids.has(event.id)) throw new Error(`Event ${event.id} was read twice`);
          ids.add(event.id);
          checkpoint = event.checkpoint;
          seen.push(event);
        }
        read += page.length;
        if (page.length < pageSize) return read;
      }
    },
  };
};

export const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
