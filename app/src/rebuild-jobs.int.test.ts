import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabasePool } from '@regimen/server-kit/database';
import { auditEntitySchema, rebuildRunsSchema, rebuildStartedSchema, type RebuildRun } from '@regimen/domain/contracts/admin-audit';
import { createPostgresEventStore } from '@regimen/event-store';
import { createTestDatabase, type TestDatabase } from '@regimen/event-store/testing/test-database';
import { allProjections, recordedRebuild } from '@regimen/projections';
import pg from 'pg';
import { startApp, type RunningApp } from './start-app.ts';
import { createApiClient, type ApiClient } from './testing/api-client.ts';

let db: TestDatabase;
let app: RunningApp;
let admin: ApiClient;
let adminId: string;

beforeAll(async () => {
  db = await createTestDatabase();
  app = await startApp({ env: { DATABASE_URL: db.url, PORT: '0', LOG_LEVEL: 'silent', SERVICES: 'command,read,projections' } });
  admin = createApiClient(app.url);
  adminId = (await admin.register('admin@example.com')).body.id;
  for (let index = 0; index < 3; index++) {
    expect((await admin.post('/api/supplements', { name: `Supplement ${index}`, dosage: '1 tablet' })).status).toBe(201);
  }
});

afterAll(async () => {
  await app?.close();
  await db?.drop();
});

const runs = async (): Promise<RebuildRun[]> => rebuildRunsSchema.parse((await admin.get('/api/admin/rebuilds')).body).runs;

const finished = async (runId: string): Promise<RebuildRun> => {
  for (let attempt = 0; attempt < 300; attempt++) {
    const run = (await runs()).find((candidate) => candidate.id === runId);
    if (run && run.status !== 'running') return run;
    // Reads keep being served while the rebuild replays into shadow tables.
    const list = await admin.get<unknown[]>('/api/supplements');
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(3);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the rebuild did not finish');
};

describe('a rebuild started from the admin page', () => {
  it('runs every projection, records its run by the admin, and reads stay served', async () => {
    const started = await admin.post('/api/admin/projections/rebuild');
    expect(started.status).toBe(202);
    const { runId } = rebuildStartedSchema.parse(started.body);
    const run = await finished(runId);
    expect(run).toMatchObject({ status: 'succeeded', source: 'admin', startedBy: adminId, phase: 'done', etaSeconds: null });
    expect(run.projections).toEqual(allProjections.map((projection) => projection.name));
    expect(run.applied).toBeGreaterThanOrEqual(4);
    expect(run.applied).toBe(run.total);
    expect(run.finishedAt).not.toBeNull();

    // The run is events: the audit trail shows who started it and its outcome.
    const stream = auditEntitySchema.parse((await admin.get(`/api/admin/audit/streams/rebuild-${runId}`)).body);
    expect(stream.aggregate).toBe('rebuildRun');
    expect(stream.entries[0]).toMatchObject({ type: 'RebuildStarted', actor: { kind: 'admin', id: adminId }, correlationId: runId });
    expect(stream.entries.at(-1)).toMatchObject({ type: 'RebuildFinished', data: { outcome: 'succeeded' } });
  });

  it('rebuilds one projection by name and answers 404 for an unknown one', async () => {
    const started = await admin.post('/api/admin/projections/supplements/rebuild');
    expect(started.status).toBe(202);
    const run = await finished(rebuildStartedSchema.parse(started.body).runId);
    expect(run).toMatchObject({ status: 'succeeded', projections: ['supplements'] });
    expect((await admin.post('/api/admin/projections/no-such-thing/rebuild')).status).toBe(404);
  });
});

describe('a rebuild run from the CLI', () => {
  it('shows up in the history beside the page\'s runs', async () => {
    const pool = await createDatabasePool(db.url);
    const pgPool = new pg.Pool({ connectionString: db.url, max: 2 });
    const store = createPostgresEventStore({ pool: pgPool });
    try {
      const projection = allProjections.find((candidate) => candidate.name === 'supplements')!;
      await recordedRebuild(pool, { source: 'cli', store, projections: [projection] });
    } finally {
      await store.close();
      await pgPool.end();
      await pool.end();
    }
    const [newest] = await runs();
    expect(newest).toMatchObject({ source: 'cli', startedBy: null, status: 'succeeded', projections: ['supplements'] });
  });
});
