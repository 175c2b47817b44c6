import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../postgres/embedded-postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
  }
}

/**
 * Integration tests run against DATABASE_URL when it is set (CI uses the machine's PostgreSQL),
 * otherwise against an embedded PostgreSQL started here for the run. Each test file then
 * creates its own database (see test-database.ts).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const external = process.env.DATABASE_URL;
  if (external) {
    project.provide('adminDatabaseUrl', external);
    return async () => {};
  }
  const dir = mkdtempSync(join(tmpdir(), 'regimen-test-pg-'));
  const db = await startEmbeddedPostgres(join(dir, 'data'), { persistent: false });
  project.provide('adminDatabaseUrl', db.url);
  return async () => {
    await db.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
