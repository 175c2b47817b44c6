import { describe, expect, it } from 'vitest';
import { commandId, supplementId, takeId, userId } from '../testing/ids.ts';
import { unknownEvent } from '../testing/unknown-event.ts';
import type { TakeRecorded } from './intake-events.ts';
import { evolve, initialState } from './intake-state.ts';

const recorded: TakeRecorded = {
  type: 'TakeRecorded',
  data: {
    takeId,
    supplementId,
    supplementName: 'Vitamin D3',
    plannedAt: '2025-03-10T08:00:00.000Z',
    takenAt: '2025-03-10T08:05:00.000Z',
    dosage: null,
    notes: null,
  },
};
const take = {
  takeId,
  supplementId,
  supplementName: 'Vitamin D3',
  plannedAt: '2025-03-10T08:00:00.000Z',
  dosage: null,
  notes: null,
  ownerId: null,
};

describe('take evolve', () => {
  it('starts with no take', () => {
    expect(initialState()).toEqual({ status: 'none' });
  });

  it('TakeRecorded with takenAt is taken', () => {
    expect(evolve(initialState(), recorded)).toEqual({ status: 'taken', take, takenAt: '2025-03-10T08:05:00.000Z' });
  });

  it('TakeRecorded without takenAt is not taken', () => {
    const notTaken = { ...recorded, data: { ...recorded.data, takenAt: null } };
    expect(evolve(initialState(), notTaken)).toEqual({ status: 'notTaken', take });
  });

  it('takes its owner from the recording metadata', () => {
    const state = evolve(initialState(), { ...recorded, metadata: { userId, commandId } });
    expect(state.status !== 'none' && state.take.ownerId).toBe(userId);
  });

  it('TakeUnmarked makes the take not taken', () => {
    const state = evolve(evolve(initialState(), recorded), { type: 'TakeUnmarked', data: { takeId, supplementId } });
    expect(state).toEqual({ status: 'notTaken', take });
  });

  it('TakeMarked makes the take taken at the new time', () => {
    const unmarked = evolve(evolve(initialState(), recorded), { type: 'TakeUnmarked', data: { takeId, supplementId } });
    const state = evolve(unmarked, {
      type: 'TakeMarked',
      data: { takeId, supplementId, takenAt: '2025-03-10T09:00:00Z' },
    });
    expect(state).toEqual({ status: 'taken', take, takenAt: '2025-03-10T09:00:00Z' });
  });

  it('ignores changes to a take never recorded, and unknown events', () => {
    expect(evolve(initialState(), { type: 'TakeUnmarked', data: { takeId, supplementId } })).toEqual(initialState());
    expect(
      evolve(initialState(), { type: 'TakeMarked', data: { takeId, supplementId, takenAt: '2025-03-10T09:00:00Z' } }),
    ).toEqual(initialState());
    expect(evolve(initialState(), unknownEvent())).toEqual(initialState());
  });
});
