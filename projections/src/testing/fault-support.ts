import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { sql, type DatabasePool } from 'slonik';
import { z } from 'zod';
import { eventRegistry } from '@regimen/domain/events';
import type { EventDataMap, EventType } from '../events.ts';
import { defineProjection, statement, type Handlers, type Projection } from '../projection.ts';
import { toAppend, type Meta } from './harness.ts';

/**
 * Support for the fault-injection suite (`*.fault.int.test.ts`): a counting probe projection,
 * writers whose transactions the test commits or rolls back by hand, and projection workers
 * run as child processes (projection-worker.ts) that the test can SIGKILL.
 */

const PROBE_TABLE = 'fault_probe_applied';

/**
 * Deliberately not idempotent: one row per application of any event, in application order
 * (`seq`), tagged with who applied it. An event applied twice shows up as two rows; one applied
 * out of the (tx, position) order shows up as a step back. Only the batch's own transaction
 * makes a rolled-back batch leave no rows.
 */
export const probeProjection = (appliedBy: string, name = 'fault_probe'): Projection => {
  const table = `${name}_applied`;
  const handlers = Object.fromEntries(
    Object.keys(eventRegistry).map((type) => [
      type,
      (event: { id: string; streamId: string; revision: bigint; checkpoint: { tx: bigint; position: bigint } }, t: Record<string, ReturnType<typeof sql.identifier>>) => [
        statement`
          insert into ${t[table]!} (event_id, stream_id, revision, tx, position, applied_by)
          values (${event.id}, ${event.streamId}, ${event.revision}, ${event.checkpoint.tx}, ${event.checkpoint.position}, ${appliedBy})`,
      ],
    ]),
  ) as Handlers<string>;
  return defineProjection({
    name,
    version: 1,
    tables: [table],
    setup: (t) => [
      statement`
        create table if not exists ${t[table]!} (
          seq bigint generated always as identity primary key,
          event_id uuid not null,
          stream_id text not null,
          revision bigint not null,
          tx bigint not null,
          position bigint not null,
          applied_by text not null,
          applied_at timestamptz not null default clock_timestamp()
        )`,
    ],
    handlers,
    // One insert per batch, in batch order (identity values follow the ordered select), so large
    // catch-ups stay quick; still one row per application.
    applyBatch: (events, t) =>
      events.length === 0
        ? []
        : [
            statement`
              insert into ${t[table]!} (event_id, stream_id, revision, tx, position, applied_by)
              select event_id, stream_id, revision, tx, position, ${appliedBy}
              from jsonb_to_recordset(${sql.jsonb(events.map((event, ord) => ({ ord, event_id: event.id, stream_id: event.streamId, revision: String(event.revision), tx: String(event.checkpoint.tx), position: String(event.checkpoint.position) })))})
                as r(ord int, event_id uuid, stream_id text, revision int8, tx int8, position int8)
              order by ord`,
          ],
  });
};

const ProbeRow = z.object({ event_id: z.string(), stream_id: z.string(), revision: z.bigint(), tx: z.bigint(), position: z.bigint(), applied_by: z.string() });
export type ProbeRow = z.infer<typeof ProbeRow>;

/** Every application the probe recorded, in the order they were applied. */
export const probeRows = async (db: DatabasePool, table = PROBE_TABLE): Promise<ProbeRow[]> => [
  ...(await db.any(sql.type(ProbeRow)`select event_id, stream_id, revision, tx, position, applied_by from ${sql.identifier([table])} order by seq`)),
];

/** Problems with a probe's record: events applied twice, and steps back in the (tx, position) order. */
export const probeViolations = (rows: readonly ProbeRow[]): string[] => {
  const problems: string[] = [];
  const seen = new Set<string>();
  let previous: ProbeRow | undefined;
  for (const row of rows) {
    if (seen.has(row.event_id)) problems.push(`applied twice: ${row.event_id} (${row.tx}/${row.position})`);
    seen.add(row.event_id);
    if (previous && (row.tx < previous.tx || (row.tx === previous.tx && row.position <= previous.position))) {
      problems.push(`out of order: ${row.tx}/${row.position} after ${previous.tx}/${previous.position}`);
    }
    previous = row;
  }
  return problems;
};

const EventRow = z.object({ id: z.string(), tx: z.bigint(), position: z.bigint() });

/** The committed events in the global order, as the probe should have recorded them. */
export const committedEvents = async (db: DatabasePool): Promise<{ id: string; tx: bigint; position: bigint }[]> => [
  ...(await db.any(sql.type(EventRow)`
    select event_id::text as id, transaction_id::text::bigint as tx, global_position as position
    from events order by transaction_id, global_position`)),
];

const Position = z.object({ tx: z.bigint(), position: z.bigint() });
const CheckpointRow = z.object({ name: z.string(), tx: z.bigint(), position: z.bigint() });

/**
 * The last committed event in the global order, read from the table (not `store.head()`, which
 * stops below the oldest transaction running anywhere on the server, e.g. another test file's).
 */
export const lastCommitted = async (db: DatabasePool): Promise<{ tx: bigint; position: bigint }> =>
  (await db.maybeOne(sql.type(Position)`
    select transaction_id::text::bigint as tx, global_position as position from events
    order by transaction_id desc, global_position desc limit 1`)) ?? { tx: 0n, position: 0n };

/** Every projection_checkpoints row, by name. */
export const checkpointRows = async (db: DatabasePool): Promise<{ name: string; tx: bigint; position: bigint }[]> => [
  ...(await db.any(sql.type(CheckpointRow)`select name, tx, position from projection_checkpoints order by name`)),
];

/** A valid domain event ready for append_events (the store's own append validates; this path does not). */
export const feedbackEvent = (message = 'fault', userId: string | null = null, occurredAt = new Date().toISOString()) => {
  const feedbackId = randomUUID();
  return {
    streamId: `feedback-${feedbackId}`,
    event: toAppend('FeedbackSubmitted', { feedbackId, type: 'general', rating: null, message, page: '/', userAgent: 'fault-suite' }, { userId, occurredAt }),
  };
};

export const domainEvent = <K extends EventType>(type: K, data: EventDataMap[K], meta: Meta) => toAppend(type, data, meta);

/** A writer on its own connection: the test decides when its transaction commits or rolls back. */
export interface DomainWriter {
  begin(): Promise<void>;
  /** append_events inside the open transaction (or alone, autocommitted); returns the event ids. */
  append(streamId: string, events: readonly ReturnType<typeof toAppend>[]): Promise<string[]>;
  /** Takes a transaction id without writing anything (an open, older transaction). */
  takeTransactionId(): Promise<bigint>;
  commit(): Promise<void>;
  rollback(): Promise<void>;
  readonly pid: number;
  end(): Promise<void>;
}

export const openDomainWriter = async (url: string): Promise<DomainWriter> => {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
  return {
    pid: rows[0]!.pid,
    begin: async () => void (await client.query('begin')),
    async append(streamId, events) {
      await client.query("select * from append_events($1, 'any', null, $2::jsonb)", [streamId, JSON.stringify(events)]);
      return events.map((event) => event.id);
    },
    async takeTransactionId() {
      const result = await client.query<{ id: string }>('select pg_current_xact_id()::text as id');
      return BigInt(result.rows[0]!.id);
    },
    commit: async () => void (await client.query('commit')),
    rollback: async () => void (await client.query('rollback')),
    end: () => client.end().catch(() => undefined),
  };
};

/**
 * A pg.Pool that counts, per statement name, the queries that came back with no rows: lets a
 * test see the subscription polling and finding nothing (`event_store_read_all`).
 */
export const countingPool = (pool: pg.Pool): { pool: pg.Pool; empty: Map<string, number>; total: Map<string, number> } => {
  const empty = new Map<string, number>();
  const total = new Map<string, number>();
  const query = pool.query.bind(pool) as (config: unknown, values?: unknown) => Promise<pg.QueryResult>;
  const counted = new Proxy(pool, {
    get(target, property, receiver) {
      if (property !== 'query') return Reflect.get(target, property, receiver) as unknown;
      return async (config: unknown, values?: unknown) => {
        const result = await query(config, values);
        const name = typeof config === 'object' && config !== null && 'name' in config ? String(config.name) : '';
        if (name) {
          total.set(name, (total.get(name) ?? 0) + 1);
          // No event in it: a subscription's read answers one row of nulls when its batch is empty.
          if (result.rows.every((row: { tx?: unknown }) => row.tx === null || row.tx === undefined)) empty.set(name, (empty.get(name) ?? 0) + 1);
        }
        return result;
      };
    },
  });
  return { pool: counted, empty, total };
};

// ---------------------------------------------------------------------------------------------
// Projection workers as child processes
// ---------------------------------------------------------------------------------------------

const WORKER = fileURLToPath(new URL('./projection-worker.ts', import.meta.url));

/** Where projection-worker.ts pauses (see there). */
export type FaultStep = 'after-read' | 'after-apply' | 'before-commit' | 'after-commit';
export const FAULT_STEPS: readonly FaultStep[] = ['after-read', 'after-apply', 'before-commit', 'after-commit'];

export interface WorkerOptions {
  readonly databaseUrl: string;
  /** Tags the probe's rows and the worker's connections (application_name). */
  readonly tag: string;
  readonly batchSize?: number;
  readonly fault?: { readonly step: FaultStep; readonly batch: number; readonly lockKey: bigint };
  /** Comma-separated projection names (default: every read model and the probe). */
  readonly projections?: string;
  /** The runner's default standby/heartbeat/retry timings instead of the short test ones. */
  readonly productTimings?: boolean;
}

export interface WorkerProcess {
  readonly child: ChildProcess;
  readonly tag: string;
  /** Resolves with the first stdout line starting with the prefix. */
  line(prefix: string, timeoutMs?: number): Promise<string>;
  /** SIGKILL: nothing of the worker runs after it. */
  kill(): Promise<void>;
  /** SIGTERM: the worker stops gracefully. */
  stop(): Promise<void>;
  readonly exited: Promise<number | null>;
}

export const withApplicationName = (url: string, name: string): string => {
  const parsed = new URL(url);
  parsed.searchParams.set('application_name', name);
  return parsed.toString();
};

export const startWorker = async (options: WorkerOptions): Promise<WorkerProcess> => {
  const env: Record<string, string> = {
    ...process.env,
    DATABASE_URL: withApplicationName(options.databaseUrl, options.tag),
    WORKER_TAG: options.tag,
    WORKER_BATCH_SIZE: String(options.batchSize ?? 50),
  };
  if (options.projections) env.WORKER_PROJECTIONS = options.projections;
  if (options.productTimings) env.WORKER_TIMINGS = 'product';
  if (options.fault) {
    env.FAULT_STEP = options.fault.step;
    env.FAULT_BATCH = String(options.fault.batch);
    env.FAULT_LOCK_KEY = String(options.fault.lockKey);
  }
  return startChildProcess(WORKER, env, options.tag);
};

/** A TypeScript file run as a child process that prints `READY` once it runs (the scheduler's fault test too). */
export const startChildProcess = async (script: string, env: NodeJS.ProcessEnv, tag: string): Promise<WorkerProcess> => {
  const options = { tag };
  const child = spawn(process.execPath, [script], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const lines: string[] = [];
  const waiters = new Set<() => void>();
  createInterface({ input: child.stdout }).on('line', (text) => {
    lines.push(text);
    for (const wake of waiters) wake();
  });
  const line = (prefix: string, timeoutMs = 20_000): Promise<string> =>
    new Promise((resolve, reject) => {
      const check = (): boolean => {
        const found = lines.find((text) => text.startsWith(prefix));
        if (found === undefined) return false;
        cleanup();
        resolve(found);
        return true;
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`worker ${options.tag}: no "${prefix}" line within ${timeoutMs} ms; stdout: ${lines.join(' | ')}; stderr: ${stderr}`));
      }, timeoutMs);
      const onExit = (): void => {
        if (check()) return;
        cleanup();
        reject(new Error(`worker ${options.tag} exited before "${prefix}": ${stderr}`));
      };
      const cleanup = (): void => {
        clearTimeout(timer);
        waiters.delete(wakeUp);
        child.off('exit', onExit);
      };
      const wakeUp = (): void => void check();
      if (check()) return;
      waiters.add(wakeUp);
      child.once('exit', onExit);
    });
  const signal = (name: NodeJS.Signals) => async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
    await exited;
  };
  const worker: WorkerProcess = { child, tag: options.tag, line, kill: signal('SIGKILL'), stop: signal('SIGTERM'), exited };
  await line('READY');
  return worker;
};
