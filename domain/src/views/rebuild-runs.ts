import type { RebuildRun } from '../contracts/admin-audit.ts';
import type { RebuildState } from '../rebuild/rebuild-state.ts';

const seconds = (from: string, to: string): number => Math.max(0, (Date.parse(to) - Date.parse(from)) / 1000);

/**
 * A run as the projections page shows it, from its folded events (the server's and the demo's):
 * speed over the time its events span, ETA at that speed while it runs.
 */
export function rebuildRunView(state: RebuildState, now: Date): RebuildRun | null {
  if (state.status === 'none' || state.startedAt === null) return null;
  const finishedAt = state.status === 'running' ? null : state.finishedAt;
  const updatedAt = state.updatedAt ?? state.startedAt;
  const measured = seconds(state.startedAt, updatedAt);
  const eventsPerSecond = measured > 0 ? Math.round(state.applied / measured) : 0;
  const durationSeconds = seconds(state.startedAt, finishedAt ?? now.toISOString());
  return {
    id: state.runId,
    projections: [...state.projections],
    source: state.source,
    startedBy: state.startedBy,
    startedAt: state.startedAt,
    finishedAt,
    status: state.status,
    phase: state.phase,
    applied: state.applied,
    total: state.total,
    eventsPerSecond,
    etaSeconds: state.status === 'running' && eventsPerSecond > 0 ? Math.max(0, Math.round((state.total - state.applied) / eventsPerSecond)) : null,
    durationSeconds: Math.round(durationSeconds * 10) / 10,
    quarantined: state.status === 'running' ? 0 : state.quarantined,
    error: state.status === 'running' ? null : state.error,
  };
}
