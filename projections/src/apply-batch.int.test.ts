import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { START, type RecordedEvent } from '@regimen/event-store';
import { applyBatchFenced, toBatch, type BatchTarget } from './apply-batch.ts';
import { insertCheckpointRow, readCheckpointRow } from './checkpoints.ts';
import { parseRecordedEvent } from './parse-event.ts';
import { liveTables, setupStatements, statement } from './projection.ts';
import { probeProjection, probeRows } from './testing/fault-support.ts';
import { openTestDb, toAppend, type TestDb } from './testing/harness.ts';
import { createInMemoryEventStore } from './testing/in-memory-event-store.ts';

const probe = probeProjection('batch', 'batch_probe');
const target: BatchTarget = { projection: probe, tables: liveTables(probe), checkpointName: probe.name };

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => {
  await db.close();
});
beforeEach(async () => {
  await db.pool.query(statement`drop table if exists batch_probe_applied`);
  await db.pool.query(statement`delete from projection_checkpoints`);
  await db.pool.transaction(async (tx) => {
    for (const query of setupStatements(probe, target.tables)) await tx.query(query);
  });
  await insertCheckpointRow(db.pool, probe.name, probe.version);
});

const log = async (count: number): Promise<RecordedEvent[]> => {
  const store = createInMemoryEventStore();
  for (let i = 0; i < count; i += 1) {
    const feedbackId = randomUUID();
    await store.append(
      `feedback-${feedbackId}`,
      [toAppend('FeedbackSubmitted', { feedbackId, type: 'general', rating: null, message: 'm', page: '/', userAgent: 't' }, { userId: null, occurredAt: new Date().toISOString() })],
      'no_stream',
    );
  }
  return store.readAll();
};

describe('a batch applied under the checkpoint fence', () => {
  it('applies and moves the checkpoint when the row is where the writer left it', async () => {
    const events = await log(2);
    const outcome = await applyBatchFenced(db.pool, target, START, toBatch(probe, events, parseRecordedEvent)!);
    expect(outcome).toEqual({ kind: 'applied', checkpoint: events[1]!.checkpoint });
    expect(await probeRows(db.pool, 'batch_probe_applied')).toHaveLength(2);
    expect(await readCheckpointRow(db.pool, probe.name)).toMatchObject({ tx: events[1]!.checkpoint.tx, position: events[1]!.checkpoint.position, events_applied: 2n });
  });

  it('applies nothing and leaves the row when it moved under the writer (another leader, a rebuild switch)', async () => {
    const events = await log(3);
    // Another leader already applied the first event and moved the row past it.
    const elsewhere = events[0]!.checkpoint;
    await db.pool.query(statement`update projection_checkpoints set tx = ${elsewhere.tx}, position = ${elsewhere.position} where name = ${probe.name}`);

    const outcome = await applyBatchFenced(db.pool, target, START, toBatch(probe, events, parseRecordedEvent)!);
    expect(outcome.kind).toBe('fenced');
    expect(await probeRows(db.pool, 'batch_probe_applied')).toEqual([]);
    expect(await readCheckpointRow(db.pool, probe.name)).toMatchObject({ tx: elsewhere.tx, position: elsewhere.position, events_applied: 0n });
  });

  it('applies nothing when the row is at another version of the projection', async () => {
    const events = await log(1);
    await db.pool.query(statement`update projection_checkpoints set version = ${probe.version + 1} where name = ${probe.name}`);
    const outcome = await applyBatchFenced(db.pool, target, START, toBatch(probe, events, parseRecordedEvent)!);
    expect(outcome.kind).toBe('fenced');
    expect(await probeRows(db.pool, 'batch_probe_applied')).toEqual([]);
  });
});
