import { describe, expect, it } from 'vitest';
import { rebuildRunView } from '../views/rebuild-runs.ts';
import { rebuildDecider } from './rebuild-decide.ts';
import type { RebuildCommand } from './rebuild-commands.ts';
import type { RebuildEvent } from './rebuild-events.ts';
import type { RebuildState } from './rebuild-state.ts';

const runId = '0b8a3f52-4c1e-4f43-9d0f-2f3f1c1d9a11';
const adminId = '5d3c1a8e-2b7f-4e0a-8c6d-9f1e2a3b4c5d';
const at = (second: number) => `2026-11-24T10:00:${String(second).padStart(2, '0')}.000Z`;

/** Runs commands in order, stamping each event with the second it happened at. */
function run(commands: [RebuildCommand, number][]): { state: RebuildState; events: RebuildEvent[] } {
  let state = rebuildDecider.initialState();
  const events: RebuildEvent[] = [];
  for (const [command, second] of commands) {
    for (const event of rebuildDecider.decide(command, state)) {
      events.push(event);
      state = rebuildDecider.evolve(state, { ...event, metadata: { occurredAt: at(second), actorId: adminId, userId: null } });
    }
  }
  return { state, events };
}

const start: RebuildCommand = { type: 'StartRebuild', data: { runId, projections: ['supplements', 'intake'], source: 'admin' } };
const progress = (applied: number, total = 1000): RebuildCommand => ({ type: 'RecordRebuildProgress', data: { runId, phase: 'replaying', applied, total } });
const finish: RebuildCommand = { type: 'FinishRebuild', data: { runId, outcome: 'succeeded', applied: 1000, total: 1000, quarantined: 0, error: null } };

describe('a rebuild run', () => {
  it('is started once; a second start is refused', () => {
    expect(() => run([[start, 0], [start, 1]])).toThrow(expect.objectContaining({ code: 'RebuildRunExists' }));
  });

  it('shows who started it, its speed and ETA while it runs', () => {
    const { state } = run([[start, 0], [progress(400), 4]]);
    expect(rebuildRunView(state, new Date(at(5)))).toMatchObject({
      id: runId, status: 'running', startedBy: adminId, source: 'admin', applied: 400, total: 1000, eventsPerSecond: 100, etaSeconds: 6, durationSeconds: 5,
    });
  });

  it('records no checkpoint when nothing moved', () => {
    expect(run([[start, 0], [progress(400), 2], [progress(400), 4]]).events.map((event) => event.type)).toEqual(['RebuildStarted', 'RebuildProgressed']);
  });

  it('ends once with its outcome; progress or a second finish after it are refused', () => {
    const { state } = run([[start, 0], [progress(400), 2], [finish, 10]]);
    expect(rebuildRunView(state, new Date(at(30)))).toMatchObject({ status: 'succeeded', phase: 'done', etaSeconds: null, durationSeconds: 10, eventsPerSecond: 100, finishedAt: at(10) });
    expect(() => rebuildDecider.decide(progress(1000), state)).toThrow(expect.objectContaining({ code: 'RebuildRunNotRunning' }));
    expect(() => rebuildDecider.decide(finish, state)).toThrow(expect.objectContaining({ code: 'RebuildRunNotRunning' }));
  });

  it('has no view before it started', () => {
    expect(rebuildRunView(rebuildDecider.initialState(), new Date())).toBeNull();
  });
});
