import { randomUUID } from 'node:crypto';
import { EventStoreDBClient, jsonEvent, StreamNotFoundError } from '@eventstore/db-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findEventStoreDb, startKurrentDb, type RunningServer } from './test-server.ts';

/**
 * Why `npm run encrypt-legacy` has no EventStoreDB version (docs/ARCHITECTURE.md, "Legacy
 * plaintext events"): an event there cannot be rewritten, so a legacy plaintext event is removed
 * only with its stream (delete or truncate-before, then a scavenge).
 */
const target = await findEventStoreDb();
let server: RunningServer | undefined;
if (target.kind === 'unavailable') {
  console.warn(`SKIPPED: EventStoreDB legacy plaintext — no EVENTSTORE_CONNECTION_STRING and no container runtime (${target.reason})`);
} else if (target.kind === 'container') {
  beforeAll(async () => {
    server = await startKurrentDb();
  }, 300_000);
  afterAll(async () => {
    await server?.stop();
  });
}

const connect = (): EventStoreDBClient =>
  EventStoreDBClient.connectionString(target.kind === 'external' ? target.connectionString : (server?.connectionString ?? ''));

const notesOf = async (client: EventStoreDBClient, stream: string): Promise<unknown[]> => {
  const notes: unknown[] = [];
  for await (const resolved of client.readStream(stream)) notes.push((resolved.event?.data as { notes?: unknown } | undefined)?.notes);
  return notes;
};

describe.skipIf(target.kind === 'unavailable')('a legacy plaintext event on EventStoreDB', () => {
  it('is never rewritten by appending: only deleting its stream removes it from reads (a scavenge then from disk)', async () => {
    const client = connect();
    try {
      const stream = `supplements-${randomUUID()}`;
      await client.appendToStream(stream, [jsonEvent({ type: 'SupplementAdded', data: { notes: 'legacy plaintext note' } })]);
      await client.appendToStream(stream, [jsonEvent({ type: 'SupplementNotesUpdated', data: { notes: null } })]);
      // A later event changes what a fold says, not what the log holds.
      expect(await notesOf(client, stream)).toEqual(['legacy plaintext note', null]);

      await client.deleteStream(stream);
      await expect(notesOf(client, stream)).rejects.toBeInstanceOf(StreamNotFoundError);
    } finally {
      await client.dispose();
    }
  });
});
