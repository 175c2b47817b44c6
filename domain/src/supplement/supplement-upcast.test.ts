import { describe, expect, it } from 'vitest';
import { parseStoredEvent } from '../events.ts';
import { deciderSpec } from '../testing/decider-spec.ts';
import { commandId, supplementId, userId } from '../testing/ids.ts';
import { supplementAddedEvent } from '../testing/supplement-fixtures.ts';
import { supplementDecider } from './supplement-decide.ts';
import type { SupplementEvent } from './supplement-events.ts';
import { findSupplement } from './supplement-state.ts';

const given = deciderSpec(supplementDecider);
const metadata = { userId, occurredAt: '2025-03-10T08:00:00.000Z', commandId, correlationId: commandId };

// A cabinet written before unitsPerDose existed, as the store hands it to the command side.
const { unitsPerDose: _notInV1, ...addedV1 } = supplementAddedEvent().data;
const v1Stream = [
  { type: 'SupplementAdded', schemaVersion: 1, data: addedV1, metadata },
  { type: 'SupplementUpdated', schemaVersion: 1, data: { supplementId, changes: { dosage: '4000 IU' } }, metadata },
].map((stored) => parseStoredEvent(stored) as SupplementEvent);

const update = (changes: { unitsPerDose?: number; dosage?: string }) =>
  ({ type: 'UpdateSupplement', data: { supplementId, changes } }) as const;

describe('a cabinet stream written at v1', () => {
  it('folds as v2: the supplement takes one unit per dose', () => {
    const state = v1Stream.reduce(supplementDecider.evolve, supplementDecider.initialState());
    expect(findSupplement(state, supplementId)).toEqual({ ...supplementAddedEvent().data, dosage: '4000 IU', unitsPerDose: 1 });
  });

  it('records no change when an update sets the units it already has', () => {
    given(v1Stream).when(update({ unitsPerDose: 1, dosage: '4000 IU' })).then([]);
  });

  it('records a v2 update when the units change', () => {
    given(v1Stream)
      .when(update({ unitsPerDose: 2 }))
      .then([{ type: 'SupplementUpdated', data: { supplementId, changes: { unitsPerDose: 2 } } }]);
  });
});

describe('a stock adjustment written at v1', () => {
  it('reads as v2 with the stock set by the user', () => {
    const stored = { type: 'SupplementStockAdjusted', schemaVersion: 1, data: { supplementId, currentStock: 12, lowStockThreshold: 5 }, metadata };
    expect(parseStoredEvent(stored)).toMatchObject({
      type: 'SupplementStockAdjusted',
      schemaVersion: 2,
      data: { supplementId, currentStock: 12, lowStockThreshold: 5, stockSet: true },
    });
  });
});
