import pg from 'pg';

export interface Migration {
  /** Unique and stable forever, e.g. 'event-store/001-events'. Applied in the order given. */
  readonly id: string;
  /** One or more statements, applied in a transaction. */
  readonly sql: string;
}

const MIGRATION_LOCK = 72_201_001;

/**
 * Applies the migrations not applied yet, in order, each in its own transaction. Several
 * processes may start at once: an advisory lock makes them take turns. Runs on a plain pg
 * client: migrations are trusted multi-statement SQL, which slonik (rightly) refuses to build.
 */
export const runMigrations = async (databaseUrl: string, migrations: readonly Migration[]): Promise<string[]> => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await client.query(`
      create table if not exists schema_migrations (
        id text primary key,
        applied_at timestamptz not null default now()
      )`);
    const { rows } = await client.query<{ id: string }>('select id from schema_migrations');
    const done = new Set(rows.map((row) => row.id));
    const applied: string[] = [];
    for (const migration of migrations) {
      if (done.has(migration.id)) continue;
      await client.query('begin');
      try {
        await client.query(migration.sql);
        await client.query('insert into schema_migrations (id) values ($1)', [migration.id]);
        await client.query('commit');
      } catch (error) {
        await client.query('rollback');
        throw new Error(`Migration ${migration.id} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
      }
      applied.push(migration.id);
    }
    return applied;
  } finally {
    await client.end();
  }
};
