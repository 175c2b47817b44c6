import { describe, it } from 'vitest';
import { deciderSpec } from '../testing/decider-spec.ts';
import { otherSupplementId, supplementId } from '../testing/ids.ts';
import { supplementAddedEvent } from '../testing/supplement-fixtures.ts';
import type { AddSupplement, UpdateSupplement } from './supplement-commands.ts';
import { supplementDecider } from './supplement-decide.ts';
import type { SupplementEvent } from './supplement-events.ts';

const given = deciderSpec(supplementDecider);
const added = supplementAddedEvent();
const removed: SupplementEvent = { type: 'SupplementRemoved', data: { supplementId } };

const add = (maxSupplements: number, id = otherSupplementId): AddSupplement => ({
  type: 'AddSupplement',
  data: { ...supplementAddedEvent({ supplementId: id }).data, maxSupplements },
});

describe('AddSupplement', () => {
  it('adds the supplement without the limit it was checked against', () => {
    given([]).when(add(10, supplementId)).then([added]);
  });

  it('keeps only catalog fields in the event, whatever the caller spread in', () => {
    const withExtras = { ...add(10, supplementId).data, userId: 'not-for-the-log' };
    given([]).when({ type: 'AddSupplement', data: withExtras }).then([added]);
  });

  it('refuses an id already in the cabinet', () => {
    given([added]).when(add(10, supplementId)).thenThrows('SupplementAlreadyExists');
  });

  it('refuses the id of a removed supplement', () => {
    given([added, removed]).when(add(10, supplementId)).thenThrows('SupplementAlreadyExists');
  });

  it('refuses when the cabinet is at the tier limit', () => {
    given([added]).when(add(1)).thenThrows('SupplementLimitReached');
  });

  it('does not count removed supplements against the limit', () => {
    given([added, removed])
      .when(add(1))
      .then([supplementAddedEvent({ supplementId: otherSupplementId })]);
  });

  it('never refuses for an unlimited tier (-1)', () => {
    given([added])
      .when(add(-1))
      .then([supplementAddedEvent({ supplementId: otherSupplementId })]);
  });

  it('allows a duplicate name', () => {
    given([added])
      .when(add(10))
      .then([supplementAddedEvent({ supplementId: otherSupplementId })]);
  });
});

describe('UpdateSupplement', () => {
  const update = (changes: UpdateSupplement['data']['changes']): UpdateSupplement => ({
    type: 'UpdateSupplement',
    data: { supplementId, changes },
  });

  it('emits SupplementUpdated with only the describing fields that changed', () => {
    given([added])
      .when(update({ name: 'D3', brand: 'Acme', dosage: '1000 IU', ingredients: null }))
      .then([{ type: 'SupplementUpdated', data: { supplementId, changes: { name: 'D3', dosage: '1000 IU' } } }]);
  });

  it('compares ingredient lists by content', () => {
    given([supplementAddedEvent({ ingredients: ['D3', 'K2'] })])
      .when(update({ ingredients: ['D3', 'K2'] }))
      .then([]);
    given([supplementAddedEvent({ ingredients: ['D3', 'K2'] })])
      .when(update({ ingredients: ['D3'] }))
      .then([{ type: 'SupplementUpdated', data: { supplementId, changes: { ingredients: ['D3'] } } }]);
  });

  it('records custom times, their change and the return to the usual time, and nothing for the same times', () => {
    const custom = supplementAddedEvent({ doseTimes: ['07:15', '19:45'] });
    given([added])
      .when(update({ doseTimes: ['07:15', '19:45'] }))
      .then([{ type: 'SupplementUpdated', data: { supplementId, changes: { doseTimes: ['07:15', '19:45'] } } }]);
    given([custom]).when(update({ doseTimes: ['07:15', '19:45'] })).then([]);
    given([custom])
      .when(update({ doseTimes: ['07:15'] }))
      .then([{ type: 'SupplementUpdated', data: { supplementId, changes: { doseTimes: ['07:15'] } } }]);
    given([custom]).when(update({ doseTimes: null })).then([{ type: 'SupplementUpdated', data: { supplementId, changes: { doseTimes: null } } }]);
  });

  it('emits SupplementNotesUpdated for notes alone', () => {
    given([added])
      .when(update({ notes: 'with food' }))
      .then([{ type: 'SupplementNotesUpdated', data: { supplementId, notes: 'with food' } }]);
  });

  it('emits SupplementStockAdjusted with both values when one changed', () => {
    given([added])
      .when(update({ currentStock: 5 }))
      .then([{ type: 'SupplementStockAdjusted', data: { supplementId, currentStock: 5, lowStockThreshold: 10, stockSet: true } }]);
  });

  it('emits SupplementStockAdjusted when tracking is turned off', () => {
    given([added])
      .when(update({ currentStock: null, lowStockThreshold: null }))
      .then([{ type: 'SupplementStockAdjusted', data: { supplementId, currentStock: null, lowStockThreshold: null, stockSet: true } }]);
  });

  it('emits SupplementDeactivated and SupplementActivated', () => {
    given([added])
      .when(update({ isActive: false }))
      .then([{ type: 'SupplementDeactivated', data: { supplementId } }]);
    given([added, { type: 'SupplementDeactivated', data: { supplementId } }])
      .when(update({ isActive: true }))
      .then([{ type: 'SupplementActivated', data: { supplementId } }]);
  });

  it('emits one event per concern, in a fixed order, when several changed', () => {
    given([added])
      .when(update({ isActive: false, lowStockThreshold: 5, notes: 'n', timing: 'evening' }))
      .then([
        { type: 'SupplementUpdated', data: { supplementId, changes: { timing: 'evening' } } },
        { type: 'SupplementNotesUpdated', data: { supplementId, notes: 'n' } },
        { type: 'SupplementStockAdjusted', data: { supplementId, currentStock: 30, lowStockThreshold: 5, stockSet: false } },
        { type: 'SupplementDeactivated', data: { supplementId } },
      ]);
  });

  it('emits nothing when every value is unchanged or undefined', () => {
    given([added])
      .when(update({ name: 'Vitamin D3', notes: null, isActive: true, brand: undefined }))
      .then([]);
  });

  it('records a stock sent explicitly even when it equals the last setting (doses may have counted it down since)', () => {
    given([added])
      .when(update({ currentStock: 30 }))
      .then([{ type: 'SupplementStockAdjusted', data: { supplementId, currentStock: 30, lowStockThreshold: 10, stockSet: true } }]);
  });

  it('refuses an unknown supplement', () => {
    given([])
      .when(update({ name: 'x' }))
      .thenThrows('SupplementNotFound');
  });

  it('refuses a removed supplement', () => {
    given([added, removed])
      .when(update({ name: 'x' }))
      .thenThrows('SupplementNotFound');
  });
});

describe('RemoveSupplement', () => {
  const remove = { type: 'RemoveSupplement', data: { supplementId } } as const;

  it('removes the supplement', () => {
    given([added]).when(remove).then([removed]);
  });

  it('refuses an unknown supplement', () => {
    given([]).when(remove).thenThrows('SupplementNotFound');
  });

  it('refuses a supplement already removed', () => {
    given([added, removed]).when(remove).thenThrows('SupplementNotFound');
  });
});

describe('RestockSupplement', () => {
  const restock = { type: 'RestockSupplement', data: { supplementId, units: 60 } } as const;

  it('adds the units bought', () => {
    given([added]).when(restock).then([{ type: 'SupplementRestocked', data: { supplementId, units: 60, currentStock: (added.data.currentStock ?? 0) + 60 } }]);
  });

  it('refuses a removed supplement', () => {
    given([added, removed]).when(restock).thenThrows('SupplementNotFound');
  });
});
