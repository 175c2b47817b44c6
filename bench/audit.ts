/**
 * `npm run bench:audit`: the audit trail's pages over 1,000,000 events (issue 17: < 50 ms a page).
 * Loads the benchmark data set (bench/lib/dataset.ts) with COPY into a fresh database, then
 * pages newest first through the event store port's `browse`, unfiltered and with each filter the
 * audit page offers, near the head and deep in the log. Prints a table; writes
 * bench/results/audit.json. Env: DATABASE_URL (as bench/run.ts), BENCH_EVENTS, BENCH_USERS, AUDIT_PAGES.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createPostgresEventStore, type BrowseOptions, type EventFilter } from '@regimen/event-store';
import { copyFrom } from './lib/copy.ts';
import { createBenchDatabase, openServer } from './lib/database.ts';
import { COPY_EVENTS_SQL, generateEvents } from './lib/dataset.ts';
import { browseKeyQuery, browseQuery, type BrowseKey } from '@regimen/event-store/postgres/browse-sql';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const USERS = Number(process.env.BENCH_USERS ?? 10_000);
const PAGES = Number(process.env.AUDIT_PAGES ?? 50);
const LIMIT = 50;
const TARGET_MS = 50;

const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const round = (value: number): number => Math.round(value * 100) / 100;

const server = await openServer();
const db = await createBenchDatabase(server);
const pool = new pg.Pool({ connectionString: db.url, max: 2 });
// Dropping the database at the end ends idle connections: not an error here.
pool.on('error', () => undefined);
const store = createPostgresEventStore({ pool });
try {
  const heavyUserId = randomUUID();
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  const started = performance.now();
  const loaded = await copyFrom(client, COPY_EVENTS_SQL, generateEvents({ events: EVENTS, users: USERS, heavyUserId }));
  await client.query('vacuum analyze events');
  console.log(`loaded ${loaded} events in ${round((performance.now() - started) / 1000)} s (COPY with the audit indexes)`);
  const sample = await client.query<{ user_id: string; correlation_id: string; position: string }>(
    `select metadata->>'userId' as user_id, metadata->>'correlationId' as correlation_id, global_position::text as position
     from events where metadata->>'userId' is not null order by global_position offset $1 limit 1`,
    [Math.floor(loaded / 2)],
  );
  await client.end();
  const middle = sample.rows[0]!;

  /** Pages through `PAGES` pages (or until the end) from `cursor`, timing each call. */
  const walk = async (filter: EventFilter, cursor?: string) => {
    const times: number[] = [];
    let next: string | undefined = cursor;
    let events = 0;
    for (let page = 0; page < PAGES; page++) {
      const options: BrowseOptions = { filter, limit: LIMIT, ...(next === undefined ? {} : { cursor: next }) };
      const t0 = performance.now();
      const result = await store.browse(options);
      times.push(performance.now() - t0);
      events += result.events.length;
      if (result.nextCursor === null) break;
      next = result.nextCursor;
    }
    const sorted = [...times].sort((a, b) => a - b);
    return { pages: times.length, events, deepest: next, p50: round(percentile(sorted, 50)), p99: round(percentile(sorted, 99)), max: round(sorted.at(-1) ?? 0) };
  };

  const scenarios: Record<string, Omit<Awaited<ReturnType<typeof walk>>, 'deepest'>> = {};
  const plans: Record<string, string[]> = {};
  /**
   * PostgreSQL's own execution time (EXPLAIN ANALYZE) of the scenario's first page and of its
   * deepest page (the last cursor walked): free of the client's waits on a busy machine, and it
   * shows whether a page's cost grows with its depth.
   */
  const serverMs: Record<string, { first: number; deepest: number }> = {};
  const explain = async (filter: EventFilter, cursor: string | undefined): Promise<string[]> => {
    const after = cursor === undefined ? undefined : (await pool.query<BrowseKey>(browseKeyQuery(cursor))).rows[0];
    const query = browseQuery({ filter, limit: LIMIT }, after);
    const plan = await pool.query<Record<string, string>>({ text: `explain (analyze, costs off, timing off, summary on) ${query.text}`, values: query.values });
    return plan.rows.map((row) => Object.values(row).join(' '));
  };
  const executionMs = (lines: string[]): number => Number(/Execution Time: ([\d.]+)/.exec(lines.join('\n'))?.[1] ?? NaN);
  const run = async (name: string, filter: EventFilter, cursor?: string) => {
    await walk(filter, cursor); // warm the cache and the plan once, as a running server would be
    const { deepest, ...s } = await walk(filter, cursor);
    scenarios[name] = s;
    // The plan shows whether a time is the index's or the machine's (a shared machine's load varies).
    const first = await explain(filter, cursor);
    const deep = await explain(filter, deepest);
    plans[name] = first;
    plans[`${name} (deepest page)`] = deep;
    serverMs[name] = { first: executionMs(first), deepest: executionMs(deep) };
    console.log(
      `${name.padEnd(44)} ${String(s.pages).padStart(4)} pages ${String(s.events).padStart(6)} events  p50 ${s.p50} ms  p99 ${s.p99} ms  max ${s.max} ms  (server ${serverMs[name].first} ms, deepest page ${serverMs[name].deepest} ms)`,
    );
  };
  await run('all events, newest pages', {});
  await run('all events, from the middle of the log', {}, middle.position);
  await run('one type (TakeRecorded), newest pages', { types: ['TakeRecorded'] });
  await run('one type, from the middle of the log', { types: ['SupplementAdded'] }, middle.position);
  await run('one user (the heavy one), all of it', { userId: heavyUserId });
  await run('one user from the middle of the log', { userId: middle.user_id });
  await run('one request (correlation id)', { correlationId: middle.correlation_id });
  await run('a time window (one day, 30 days ago)', { from: new Date(Date.now() - 31 * 86_400_000), to: new Date(Date.now() - 30 * 86_400_000) });
  await run('user + type', { userId: heavyUserId, types: ['SupplementAdded'] });

  const worst = Math.max(...Object.values(scenarios).map((s) => s.p99));
  if (process.env.AUDIT_EXPLAIN === '1') for (const [name, lines] of Object.entries(plans)) console.log(`\n${name}\n  ${lines.join('\n  ')}`);
  console.log(`load average ${loadavg().map((v) => v.toFixed(1)).join(' ')}; worst p99 ${worst} ms per page of ${LIMIT} over ${loaded} events (target < ${TARGET_MS} ms): ${worst < TARGET_MS ? 'met' : 'MISSED'}`);
  mkdirSync(join(ROOT, 'bench', 'results'), { recursive: true });
  writeFileSync(join(ROOT, 'bench', 'results', 'audit.json'), JSON.stringify({ events: loaded, limit: LIMIT, targetMs: TARGET_MS, worstP99Ms: worst, scenarios, serverMs, plans, loadAverage: loadavg(), at: new Date().toISOString() }, null, 2));
} finally {
  await store.close();
  await pool.end();
  await db.drop();
  await server.stop();
}
