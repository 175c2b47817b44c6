import type { RebuildRun } from '@regimen/domain/contracts/admin-audit';
import { json, notFound } from '../../../lib/demo/demo-http.ts';
import type { DemoContext, DemoSlice } from '../../../lib/demo/demo-slice.ts';

// The server's read models (projections/src/read-models/all.ts); the demo folds its reads on the fly, so none lags.
const names = ['users', 'supplements', 'intake', 'prescriptions', 'feedback', 'insights', 'monitoring', 'safety', 'analytics'];
/** A demo replay takes this long, so its progress bar has something to show. */
const DEMO_REBUILD_MS = 4_000;

interface DemoRun {
  readonly id: string;
  readonly projections: string[];
  readonly startedAt: Date;
  readonly total: number;
}

const runs: DemoRun[] = [];

const view = (run: DemoRun, now: Date): RebuildRun => {
  const elapsed = now.getTime() - run.startedAt.getTime();
  const done = elapsed >= DEMO_REBUILD_MS;
  const applied = done ? run.total : Math.floor((run.total * elapsed) / DEMO_REBUILD_MS);
  const seconds = Math.min(elapsed, DEMO_REBUILD_MS) / 1000;
  const eventsPerSecond = seconds > 0 ? Math.round(applied / seconds) : 0;
  return {
    id: run.id,
    projections: run.projections,
    source: 'admin',
    startedBy: 'demo-admin',
    startedAt: run.startedAt.toISOString(),
    finishedAt: done ? new Date(run.startedAt.getTime() + DEMO_REBUILD_MS).toISOString() : null,
    status: done ? 'succeeded' : 'running',
    phase: done ? 'done' : 'catching-up',
    applied,
    total: run.total,
    eventsPerSecond,
    etaSeconds: done ? null : Math.max(0, Math.round((DEMO_REBUILD_MS - elapsed) / 1000)),
    durationSeconds: Math.round(seconds * 10) / 10,
    quarantined: 0,
    error: null,
  };
};

const start = (context: DemoContext, projections: string[]): Response => {
  const now = context.now();
  if (runs.some((run) => view(run, now).status === 'running')) {
    return Response.json({ type: 'about:blank', title: 'Conflict', status: 409, code: 'rebuild_running', detail: 'A rebuild is already running' }, { status: 409, headers: { 'Content-Type': 'application/problem+json' } });
  }
  const run = { id: String(runs.length + 1), projections, startedAt: now, total: context.store.events().length * projections.length };
  runs.unshift(run);
  return json({ runId: run.id }, 202);
};

/** The projections page in demo mode: the demo's log as every read model's position, and replays that take a few seconds. */
export const rebuildsDemo: DemoSlice = {
  routes: [
    {
      method: 'GET',
      path: '/api/admin/projections',
      handle: (_request, context) => {
        const position = String(context.store.events().length);
        const last = context.store.events().at(-1);
        const lastEventAt = last ? String(last.metadata?.occurredAt ?? null) : null;
        const rebuilding = runs.some((run) => view(run, context.now()).status === 'running');
        return json({
          projections: names.map((name) => ({
            name, version: 1, rebuilding, checkpoint: `0/${position}`, head: `0/${position}`, lagEvents: '0', lagSeconds: 0,
            eventsApplied: position, lastEventAt, lastError: null, isLeader: true, quarantined: 0, built: true,
          })),
          deadLetters: [],
          nextDeadLettersBefore: null,
        });
      },
    },
    { method: 'GET', path: '/api/admin/rebuilds', handle: (_request, context) => json({ runs: runs.map((run) => view(run, context.now())) }) },
    { method: 'POST', path: '/api/admin/projections/rebuild', handle: (_request, context) => start(context, names) },
    {
      method: 'POST',
      path: '/api/admin/projections/:name/rebuild',
      handle: (request, context) => {
        const name = request.params.name ?? '';
        if (!names.includes(name)) throw notFound('Projection not found');
        return start(context, [name]);
      },
    },
  ],
};
