import { allProjections } from '../read-models/all.ts';
import { randomUUID } from 'node:crypto';
import { sql, type DatabasePool } from 'slonik';
import { z } from 'zod';
import { schemaVersionOf } from '@regimen/domain/events';
import type { RecordedEvent } from '@regimen/event-store';
import { createDatabasePool } from '@regimen/server-kit/database';
import { runMigrations } from '@regimen/event-store/postgres/run-migrations';
import { createTestDatabase, type TestDatabase } from '@regimen/event-store/testing/test-database';
import { applyEvents } from '../apply-batch.ts';
import { projectionMigrations } from '../checkpoints.ts';
import type { AnyProjectedEvent, EventDataMap, EventType } from '../events.ts';
import { parseRecordedEvent } from '../parse-event.ts';
import { liveTables, setupStatements, statement, type Projection } from '../projection.ts';

/**
 * The projections that follow a log with history on their own: those with `backfill: 'rebuild'`
 * wait for an admin's rebuild there, so tests comparing live read models with a rebuild leave them out.
 */
export const followingProjections = allProjections.filter((projection) => projection.backfill !== 'rebuild');

export interface TestDb {
  readonly url: string;
  readonly pool: DatabasePool;
  close(): Promise<void>;
}

/** A fresh database with the checkpoints table. */
export const openTestDb = async (): Promise<TestDb> => {
  const db: TestDatabase = await createTestDatabase();
  await runMigrations(db.url, projectionMigrations);
  // Each projection worker holds a connection; the test's own queries need a few more.
  const pool = await createDatabasePool(db.url, { maxPoolSize: allProjections.length + 4 });
  return {
    url: db.url,
    pool,
    close: async () => {
      await pool.end();
      await db.drop();
    },
  };
};

const Json = z.object({ row: z.string() });

/** Every row of a table as JSON text, in a stable order: what "row for row equal" compares. */
export const snapshot = async (db: DatabasePool, table: string): Promise<string[]> =>
  [...(await db.anyFirst(sql.type(Json)`select to_jsonb(x)::text as row from ${sql.identifier([table])} x order by 1`))];

export const snapshotAll = async (db: DatabasePool, projection: Projection): Promise<Record<string, string[]>> =>
  Object.fromEntries(await Promise.all(projection.tables.map(async (table) => [table, await snapshot(db, table)] as const)));

/** Drops and recreates the projection's live tables. */
export const resetTables = async (db: DatabasePool, projection: Projection): Promise<void> => {
  const t = liveTables(projection);
  await db.transaction(async (tx) => {
    for (const table of Object.values(t)) await tx.query(statement`drop table if exists ${table}`);
    for (const query of setupStatements(projection, t)) await tx.query(query);
  });
};

/** Applies events the way the worker does (one transaction), without a checkpoint. */
export const project = async (db: DatabasePool, projection: Projection, ...events: AnyProjectedEvent[]): Promise<void> => {
  await db.transaction((tx) => applyEvents(tx, projection, liveTables(projection), events));
};

export interface Meta {
  readonly userId: string | null;
  readonly occurredAt: string;
}

export interface NewEvent<K extends EventType = EventType> {
  readonly streamId: string;
  readonly type: K;
  readonly data: EventDataMap[K];
  readonly meta: Meta;
}

/**
 * Builds validated events as the store would deliver them: stream revisions per stream, global
 * positions in order, data and metadata run through the domain's schemas.
 */
export const eventFactory = () => {
  const revisions = new Map<string, bigint>();
  let position = 0n;
  return <K extends EventType>(streamId: string, type: K, data: EventDataMap[K], meta: Meta): AnyProjectedEvent => {
    const revision = revisions.get(streamId) ?? 0n;
    revisions.set(streamId, revision + 1n);
    position += 1n;
    const recorded: RecordedEvent = {
      id: randomUUID(),
      type,
      schemaVersion: schemaVersionOf(type),
      streamId,
      revision,
      position,
      checkpoint: { tx: position, position },
      data,
      metadata: { userId: meta.userId, occurredAt: meta.occurredAt, commandId: randomUUID(), correlationId: randomUUID() },
      recordedAt: new Date(meta.occurredAt),
    };
    return parseRecordedEvent(recorded);
  };
};

/** An append-ready event for a store, with metadata as the command side writes it. */
export const toAppend = <K extends EventType>(type: K, data: EventDataMap[K], meta: Meta) => ({
  id: randomUUID(),
  type,
  schemaVersion: schemaVersionOf(type),
  data,
  metadata: { userId: meta.userId, occurredAt: meta.occurredAt, commandId: randomUUID(), correlationId: randomUUID() },
});
