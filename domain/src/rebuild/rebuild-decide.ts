import { assertNever } from '../assert-never.ts';
import type { Decider } from '../decider.ts';
import type { RebuildCommand } from './rebuild-commands.ts';
import { rebuildErrors } from './rebuild-errors.ts';
import type { RebuildEvent } from './rebuild-events.ts';
import { evolve, initialState, type RebuildState } from './rebuild-state.ts';

function decide(command: RebuildCommand, state: RebuildState): RebuildEvent[] {
  switch (command.type) {
    case 'StartRebuild':
      if (state.status !== 'none') throw rebuildErrors.alreadyStarted();
      return [{ type: 'RebuildStarted', data: command.data }];
    case 'RecordRebuildProgress':
      if (state.status !== 'running' || state.runId !== command.data.runId) throw rebuildErrors.notRunning();
      // Nothing moved since the last checkpoint: nothing to record.
      if (state.applied === command.data.applied && state.total === command.data.total && state.phase === command.data.phase) return [];
      return [{ type: 'RebuildProgressed', data: command.data }];
    case 'FinishRebuild':
      if (state.status !== 'running' || state.runId !== command.data.runId) throw rebuildErrors.notRunning();
      return [{ type: 'RebuildFinished', data: command.data }];
    default:
      return assertNever(command);
  }
}

/** One rebuild run's record: started once, progress while running, finished once. */
export const rebuildDecider: Decider<RebuildCommand, RebuildState, RebuildEvent> = { initialState, evolve, decide };
