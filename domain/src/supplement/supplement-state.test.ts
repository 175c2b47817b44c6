import { describe, expect, it } from 'vitest';
import { otherSupplementId, supplementId } from '../testing/ids.ts';
import { supplementAddedEvent } from '../testing/supplement-fixtures.ts';
import { unknownEvent } from '../testing/unknown-event.ts';
import type { SupplementEvent } from './supplement-events.ts';
import { evolve, findSupplement, initialState, keptCount, type CabinetState } from './supplement-state.ts';

const added = supplementAddedEvent();
const fold = (events: readonly SupplementEvent[]): CabinetState => events.reduce(evolve, initialState());
const supplementAfter = (events: readonly SupplementEvent[]) => findSupplement(fold(events), supplementId);

describe('cabinet evolve', () => {
  it('starts empty', () => {
    expect(keptCount(initialState())).toBe(0);
    expect(findSupplement(initialState(), supplementId)).toBeUndefined();
  });

  it('SupplementAdded keeps every field', () => {
    expect(supplementAfter([added])).toEqual(added.data);
  });

  it('SupplementUpdated applies only the changed fields', () => {
    const supplement = supplementAfter([
      added,
      { type: 'SupplementUpdated', data: { supplementId, changes: { name: 'D3 + K2', ingredients: ['D3', 'K2'] } } },
    ]);
    expect(supplement).toEqual({ ...added.data, name: 'D3 + K2', ingredients: ['D3', 'K2'] });
  });

  it('SupplementNotesUpdated sets the notes', () => {
    expect(
      supplementAfter([added, { type: 'SupplementNotesUpdated', data: { supplementId, notes: 'with food' } }])?.notes,
    ).toBe('with food');
  });

  it('SupplementStockAdjusted sets stock and threshold', () => {
    const supplement = supplementAfter([
      added,
      { type: 'SupplementStockAdjusted', data: { supplementId, currentStock: null, lowStockThreshold: null, stockSet: true } },
    ]);
    expect(supplement).toMatchObject({ currentStock: null, lowStockThreshold: null });
  });

  it('SupplementDeactivated and SupplementActivated toggle isActive', () => {
    const deactivated: SupplementEvent = { type: 'SupplementDeactivated', data: { supplementId } };
    expect(supplementAfter([added, deactivated])?.isActive).toBe(false);
    expect(
      supplementAfter([added, deactivated, { type: 'SupplementActivated', data: { supplementId } }])?.isActive,
    ).toBe(true);
  });

  it('SupplementRemoved leaves a tombstone that no longer counts', () => {
    const state = fold([added, { type: 'SupplementRemoved', data: { supplementId } }]);
    expect(state.supplements.get(supplementId)).toEqual({ status: 'removed', supplementId });
    expect(findSupplement(state, supplementId)).toBeUndefined();
    expect(keptCount(state)).toBe(0);
  });

  it('counts kept supplements, inactive ones included', () => {
    const other = supplementAddedEvent({ supplementId: otherSupplementId });
    expect(keptCount(fold([added, other, { type: 'SupplementDeactivated', data: { supplementId } }]))).toBe(2);
  });

  it('ignores changes to unknown or removed supplements instead of throwing', () => {
    const removed = fold([added, { type: 'SupplementRemoved', data: { supplementId } }]);
    expect(evolve(removed, { type: 'SupplementActivated', data: { supplementId } })).toEqual(removed);
    expect(fold([{ type: 'SupplementRemoved', data: { supplementId } }])).toEqual(initialState());
  });

  it('ignores an unknown event type', () => {
    expect(evolve(fold([added]), unknownEvent())).toEqual(fold([added]));
  });

  it('does not mutate the previous state', () => {
    const before = fold([added]);
    evolve(before, { type: 'SupplementRemoved', data: { supplementId } });
    expect(findSupplement(before, supplementId)).toEqual(added.data);
  });
});
