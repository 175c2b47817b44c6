import { describe, it } from 'vitest';
import { evolve as evolveCabinet, initialState as emptyCabinet } from '../supplement/supplement-state.ts';
import type { SupplementEvent } from '../supplement/supplement-events.ts';
import { deciderSpec } from '../testing/decider-spec.ts';
import { otherSupplementId, supplementId, takeId } from '../testing/ids.ts';
import { supplementAddedEvent } from '../testing/supplement-fixtures.ts';
import type { RecordTake } from './intake-commands.ts';
import { intakeDecider } from './intake-decide.ts';
import type { IntakeEvent, TakeRecorded } from './intake-events.ts';

const cabinetOf = (events: readonly SupplementEvent[]) => events.reduce(evolveCabinet, emptyCabinet());
const added = supplementAddedEvent();
const given = deciderSpec(intakeDecider(cabinetOf([added])));

const recordTake: RecordTake = {
  type: 'RecordTake',
  data: {
    takeId,
    supplementId,
    plannedAt: '2025-03-10T08:00:00.000Z',
    takenAt: '2025-03-10T08:00:00.000Z',
    dosage: '1 capsule',
    notes: null,
  },
};
const recorded: TakeRecorded = { type: 'TakeRecorded', data: { ...recordTake.data, supplementName: 'Vitamin D3' } };
const unmarked: IntakeEvent = { type: 'TakeUnmarked', data: { takeId, supplementId } };

describe('RecordTake', () => {
  it('records the take with the supplement name from the cabinet', () => {
    given([]).when(recordTake).then([recorded]);
  });

  it('records a planned take that was not taken', () => {
    const notTaken = { ...recordTake, data: { ...recordTake.data, takenAt: null } };
    given([])
      .when(notTaken)
      .then([{ type: 'TakeRecorded', data: { ...recorded.data, takenAt: null } }]);
  });

  it('refuses a supplement not in the cabinet', () => {
    given([])
      .when({ ...recordTake, data: { ...recordTake.data, supplementId: otherSupplementId } })
      .thenThrows('SupplementNotFound');
  });

  it('refuses a removed supplement', () => {
    deciderSpec(intakeDecider(cabinetOf([added, { type: 'SupplementRemoved', data: { supplementId } }])))([])
      .when(recordTake)
      .thenThrows('SupplementNotFound');
  });

  it('refuses an inactive supplement', () => {
    deciderSpec(intakeDecider(cabinetOf([added, { type: 'SupplementDeactivated', data: { supplementId } }])))([])
      .when(recordTake)
      .thenThrows('SupplementInactive');
  });

  it('refuses a take id already used', () => {
    given([recorded]).when(recordTake).thenThrows('TakeAlreadyExists');
  });
});

describe('UnmarkTake', () => {
  const unmark = { type: 'UnmarkTake', data: { takeId } } as const;

  it('unmarks a taken take', () => {
    given([recorded]).when(unmark).then([unmarked]);
  });

  it('is a no-op on a take already unmarked', () => {
    given([recorded, unmarked]).when(unmark).then([]);
  });

  it('refuses an unknown take', () => {
    given([]).when(unmark).thenThrows('TakeNotFound');
  });
});

describe('MarkTake', () => {
  const markAt = (takenAt: string) => ({ type: 'MarkTake', data: { takeId, takenAt } }) as const;

  it('marks an unmarked take', () => {
    given([recorded, unmarked])
      .when(markAt('2025-03-10T09:00:00Z'))
      .then([{ type: 'TakeMarked', data: { takeId, supplementId, takenAt: '2025-03-10T09:00:00Z' } }]);
  });

  it('corrects the time of a taken take', () => {
    given([recorded])
      .when(markAt('2025-03-10T08:30:00Z'))
      .then([{ type: 'TakeMarked', data: { takeId, supplementId, takenAt: '2025-03-10T08:30:00Z' } }]);
  });

  it('is a no-op for the same instant, however it is spelled', () => {
    given([recorded]).when(markAt('2025-03-10T10:00:00+02:00')).then([]);
  });

  it('refuses an unknown take', () => {
    given([]).when(markAt('2025-03-10T09:00:00Z')).thenThrows('TakeNotFound');
  });
});
