import { assertNever } from '../assert-never.ts';
import type { Decider } from '../decider.ts';
import type { FinishSeeding, RecordSeeded, SeedingCommand, StartSeeding } from './seeding-commands.ts';
import { seedingErrors } from './seeding-errors.ts';
import type { SeedingEvent } from './seeding-events.ts';
import { evolve, initialState, pendingNames, type SeedingState } from './seeding-state.ts';

function startSeeding(command: StartSeeding, state: SeedingState): SeedingEvent[] {
  if (state.status === 'running') throw seedingErrors.alreadyRunning();
  const { jobId, testMode, target, candidates, cached } = command.data;
  const names = [...new Set(candidates)].slice(0, Math.max(0, target - cached));
  const started: SeedingEvent = { type: 'SeedingStarted', data: { jobId, testMode, target, names } };
  // Nothing to do (the cache is full, or holds everything the knowledge base knows): start and finish at once.
  return names.length === 0 ? [started, { type: 'SeedingFinished', data: { jobId, seeded: 0, failed: [] } }] : [started];
}

// Recording a name twice records it once: the job may retry a batch after a restart.
function recordSeeded(command: RecordSeeded, state: SeedingState): SeedingEvent[] {
  const { jobId, name } = command.data;
  if (state.status !== 'running' || state.jobId !== jobId) throw seedingErrors.notRunning();
  if (state.done.has(name) || !state.names.includes(name)) return [];
  const seeded: SeedingEvent = { type: 'SupplementSeeded', data: { jobId, name } };
  const last = pendingNames(state).length === 1;
  return last ? [seeded, { type: 'SeedingFinished', data: { jobId, seeded: state.done.size + 1, failed: [] } }] : [seeded];
}

function finishSeeding(command: FinishSeeding, state: SeedingState): SeedingEvent[] {
  if (state.status !== 'running' || state.jobId !== command.data.jobId) return [];
  return [{ type: 'SeedingFinished', data: { jobId: state.jobId, seeded: state.done.size, failed: [...command.data.failed] } }];
}

function decide(command: SeedingCommand, state: SeedingState): SeedingEvent[] {
  switch (command.type) {
    case 'StartSeeding':
      return startSeeding(command, state);
    case 'RecordSeeded':
      return recordSeeded(command, state);
    case 'FinishSeeding':
      return finishSeeding(command, state);
    default:
      return assertNever(command);
  }
}

export const seedingDecider: Decider<SeedingCommand, SeedingState, SeedingEvent> = { initialState, evolve, decide };
