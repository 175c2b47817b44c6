import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { EventParseError } from '@regimen/domain';
import { createTestDatabase, type TestDatabase } from '@regimen/event-store/testing/test-database';
import { loadConfig } from './config.ts';
import { connectInfrastructure, type Infrastructure } from './infrastructure.ts';
import { createLogger } from './logger.ts';

let db: TestDatabase;
let infra: Infrastructure;

const metadata = () => ({ userId: randomUUID(), occurredAt: new Date().toISOString(), commandId: randomUUID(), correlationId: randomUUID() });

beforeAll(async () => {
  db = await createTestDatabase();
  infra = await connectInfrastructure(loadConfig({ DATABASE_URL: db.url }), createLogger('silent'));
});
afterAll(async () => {
  await infra?.close();
  await db?.drop();
});

describe("the app's event store", () => {
  it('refuses to append an event that breaks the catalog', async () => {
    const bad = { id: randomUUID(), type: 'FeedbackSubmitted', schemaVersion: 1, data: { feedbackId: 'nope', type: 'rant' }, metadata: metadata() };
    await expect(infra.store.append(`feedback-${randomUUID()}`, [bad], 'no_stream')).rejects.toBeInstanceOf(EventParseError);
    const unknown = { id: randomUUID(), type: 'SomethingHappened', schemaVersion: 1, data: {}, metadata: metadata() };
    await expect(infra.store.append(`feedback-${randomUUID()}`, [unknown], 'no_stream')).rejects.toBeInstanceOf(EventParseError);
  });

  it('refuses to read an event that was corrupted in the database', async () => {
    const streamId = `feedback-${randomUUID()}`;
    const feedbackId = randomUUID();
    const data = { feedbackId, type: 'bug', rating: null, message: 'Broken', page: '/', userAgent: 'test' };
    await infra.store.append(streamId, [{ id: randomUUID(), type: 'FeedbackSubmitted', schemaVersion: 1, data, metadata: metadata() }], 'no_stream');
    expect(await infra.store.readStream(streamId)).toHaveLength(1);

    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    // `type` is not personal: it is stored in clear (the message is sealed, see personal-data.ts).
    await client.query(`update events set data = data - 'type' where stream_id = $1`, [streamId]);
    await client.end();
    await expect(infra.store.readStream(streamId)).rejects.toBeInstanceOf(EventParseError);
  });
});
