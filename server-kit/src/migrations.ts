import { sql, type DatabasePool } from 'slonik';
import { z } from 'zod';

export interface Migration {
  /** Unique and stable forever, e.g. 'event-store/001-events'. Applied in the order given. */
  readonly id: string;
  /** One or more statements, applied in a transaction. */
  readonly sql: string;
}

const MIGRATION_LOCK = 72_201_001;

/** Migrations are trusted, parameterless SQL from the repository; slonik runs it as one simple query. */
const asTemplate = (text: string): TemplateStringsArray => Object.assign([text], { raw: [text] });

/**
 * Applies the migrations not applied yet, in order, each in its own transaction. Several
 * processes may start at once: an advisory lock makes them take turns.
 */
export const runMigrations = async (pool: DatabasePool, migrations: readonly Migration[]): Promise<string[]> =>
  pool.connect(async (connection) => {
    await connection.query(sql.unsafe`select pg_advisory_lock(${MIGRATION_LOCK})`);
    try {
      await connection.query(sql.unsafe`
        create table if not exists schema_migrations (
          id text primary key,
          applied_at timestamptz not null default now()
        )`);
      const done = new Set(await connection.anyFirst(sql.type(z.object({ id: z.string() }))`select id from schema_migrations`));
      const applied: string[] = [];
      for (const migration of migrations) {
        if (done.has(migration.id)) continue;
        await connection.transaction(async (tx) => {
          await tx.query(sql.unsafe(asTemplate(migration.sql)));
          await tx.query(sql.unsafe`insert into schema_migrations (id) values (${migration.id})`);
        });
        applied.push(migration.id);
      }
      return applied;
    } finally {
      await connection.query(sql.unsafe`select pg_advisory_unlock(${MIGRATION_LOCK})`);
    }
  });
