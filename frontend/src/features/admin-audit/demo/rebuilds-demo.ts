import { rebuildDecider } from '@regimen/domain/rebuild/rebuild-decide';
import type { RebuildCommand } from '@regimen/domain/rebuild/rebuild-commands';
import { rebuildStreamId } from '@regimen/domain/rebuild/rebuild-events';
import { rebuildRunView } from '@regimen/domain/views/rebuild-runs';
import { json, notFound } from '../../../lib/demo/demo-http.ts';
import type { DemoContext, DemoSlice } from '../../../lib/demo/demo-slice.ts';

// The server's read models (projections/src/read-models/all.ts); the demo folds its reads on the fly, so none lags.
const names = ['users', 'supplements', 'intake', 'prescriptions', 'feedback', 'insights', 'monitoring', 'safety', 'analytics'];
/** A demo replay takes this long, so its progress bar has something to show. */
const DEMO_REBUILD_MS = 4_000;

const runStreams = (context: DemoContext): string[] =>
  context.store
    .events()
    .flatMap((event) => (event.type === 'RebuildStarted' ? [rebuildStreamId(event.data.runId)] : []))
    .reverse();

const record = (context: DemoContext, streamId: string, command: RebuildCommand) =>
  context.execute({ streamId, decider: rebuildDecider, command: () => command, userId: null, actorId: context.user.id });

/** The demo's replay moves with the clock: each read records the progress a real run would have checkpointed by now. */
const advance = (context: DemoContext, streamId: string): void => {
  const state = context.store.fold(streamId, rebuildDecider);
  if (state.status !== 'running' || state.startedAt === null) return;
  const elapsed = context.now().getTime() - Date.parse(state.startedAt);
  const { runId, total } = state;
  if (elapsed >= DEMO_REBUILD_MS) {
    record(context, streamId, { type: 'FinishRebuild', data: { runId, outcome: 'succeeded', applied: total, total, quarantined: 0, error: null } });
  } else {
    record(context, streamId, { type: 'RecordRebuildProgress', data: { runId, phase: 'catching-up', applied: Math.floor((total * elapsed) / DEMO_REBUILD_MS), total } });
  }
};

const running = (context: DemoContext): boolean => runStreams(context).some((streamId) => context.store.fold(streamId, rebuildDecider).status === 'running');

const start = (context: DemoContext, projections: string[]): Response => {
  for (const streamId of runStreams(context)) advance(context, streamId);
  if (running(context)) {
    return Response.json({ type: 'about:blank', title: 'Conflict', status: 409, code: 'rebuild_running', detail: 'A rebuild is already running' }, { status: 409, headers: { 'Content-Type': 'application/problem+json' } });
  }
  const runId = context.newId();
  const streamId = rebuildStreamId(runId);
  // The whole log replays once, whichever projections it fills.
  const total = context.store.events().length;
  record(context, streamId, { type: 'StartRebuild', data: { runId, projections, source: 'admin' } });
  record(context, streamId, { type: 'RecordRebuildProgress', data: { runId, phase: 'catching-up', applied: 0, total } });
  return json({ runId }, 202);
};

/** The projections page in demo mode: the demo's log as every read model's position, and replays recorded as the server records them (rebuild events through the domain's decider). */
export const rebuildsDemo: DemoSlice = {
  routes: [
    {
      method: 'GET',
      path: '/api/admin/projections',
      handle: (_request, context) => {
        const position = String(context.store.events().length);
        const last = context.store.events().at(-1);
        const lastEventAt = last ? String(last.metadata?.occurredAt ?? null) : null;
        const rebuilding = running(context);
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
    {
      method: 'GET',
      path: '/api/admin/rebuilds',
      handle: (_request, context) => {
        const streams = runStreams(context);
        for (const streamId of streams) advance(context, streamId);
        return json({ runs: streams.flatMap((streamId) => rebuildRunView(context.store.fold(streamId, rebuildDecider), context.now()) ?? []) });
      },
    },
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
