import { assertNever } from '../assert-never.ts';
import type { Decider } from '../decider.ts';
import { isWithinLimit } from '../rules/tiers.ts';
import type {
  AddSupplement,
  RemoveSupplement,
  RestockSupplement,
  SupplementCommand,
  SupplementFields,
  UpdateSupplement,
} from './supplement-commands.ts';
import { supplementErrors } from './supplement-errors.ts';
import { supplementAdded, type SupplementEvent, type SupplementUpdated } from './supplement-events.ts';
import {
  evolve,
  findSupplement,
  initialState,
  keptCount,
  type CabinetState,
  type CabinetSupplement,
} from './supplement-state.ts';

type DescribingChanges = SupplementUpdated['data']['changes'];

const describingKeys = [
  'name',
  'brand',
  'type',
  'dosage',
  'frequency',
  'timing',
  'nextDueTime',
  'imageUrl',
  'fastingSafe',
  'ingredients',
  'unitsPerDose',
  'doseTimes',
] as const satisfies readonly (keyof DescribingChanges)[];

function addSupplement(command: AddSupplement, state: CabinetState): SupplementEvent[] {
  const { maxSupplements, ...supplement } = command.data;
  // Removed ids count too: an id names one supplement for the cabinet's whole life.
  if (state.supplements.has(supplement.supplementId)) {
    throw supplementErrors.alreadyExists();
  }
  if (!isWithinLimit(keptCount(state), maxSupplements)) throw supplementErrors.limitReached(maxSupplements);
  // Parsing keeps exactly the catalog's fields, whatever else a caller spread into the command.
  return [{ type: 'SupplementAdded', data: supplementAdded.schema.parse(supplement) }];
}

// Emits one event per concern that actually changed, so projections and the
// activity feed see "deactivated" or "notes edited" rather than a generic update.
function updateSupplement(command: UpdateSupplement, state: CabinetState): SupplementEvent[] {
  const { supplementId, changes } = command.data;
  const current = findSupplement(state, supplementId);
  if (current === undefined) throw supplementErrors.notFound();

  const events: SupplementEvent[] = [];
  const describing = describingChanges(current, changes);
  if (Object.keys(describing).length > 0) {
    events.push({ type: 'SupplementUpdated', data: { supplementId, changes: describing } });
  }
  if (changes.notes !== undefined && changes.notes !== current.notes) {
    events.push({ type: 'SupplementNotesUpdated', data: { supplementId, notes: changes.notes } });
  }
  const currentStock = changes.currentStock === undefined ? current.currentStock : changes.currentStock;
  const lowStockThreshold =
    changes.lowStockThreshold === undefined ? current.lowStockThreshold : changes.lowStockThreshold;
  // A stock sent explicitly is always recorded: doses taken since count stock down on the read side
  // only (the cabinet does not see them), so "set it back to 30" must not look like "no change".
  if (changes.currentStock !== undefined || lowStockThreshold !== current.lowStockThreshold) {
    events.push({ type: 'SupplementStockAdjusted', data: { supplementId, currentStock, lowStockThreshold, stockSet: changes.currentStock !== undefined } });
  }
  if (changes.isActive !== undefined && changes.isActive !== current.isActive) {
    events.push({
      type: changes.isActive ? 'SupplementActivated' : 'SupplementDeactivated',
      data: { supplementId },
    });
  }
  return events;
}

function describingChanges(current: CabinetSupplement, changes: Partial<SupplementFields>): DescribingChanges {
  const result: DescribingChanges = {};
  for (const key of describingKeys) {
    const value = changes[key];
    if (value !== undefined && !sameValue(value, current[key])) assign(result, key, value);
  }
  return result;
}

function assign<K extends keyof DescribingChanges>(
  target: DescribingChanges,
  key: K,
  value: DescribingChanges[K],
): void {
  target[key] = value;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => item === b[index]);
  }
  return a === b;
}

function removeSupplement(command: RemoveSupplement, state: CabinetState): SupplementEvent[] {
  const { supplementId } = command.data;
  if (findSupplement(state, supplementId) === undefined) throw supplementErrors.notFound();
  return [{ type: 'SupplementRemoved', data: { supplementId } }];
}

function restockSupplement(command: RestockSupplement, state: CabinetState): SupplementEvent[] {
  const { supplementId, units } = command.data;
  const supplement = findSupplement(state, supplementId);
  if (supplement === undefined) throw supplementErrors.notFound();
  return [{ type: 'SupplementRestocked', data: { supplementId, units, currentStock: (supplement.currentStock ?? 0) + units } }];
}

function decide(command: SupplementCommand, state: CabinetState): SupplementEvent[] {
  switch (command.type) {
    case 'AddSupplement':
      return addSupplement(command, state);
    case 'UpdateSupplement':
      return updateSupplement(command, state);
    case 'RemoveSupplement':
      return removeSupplement(command, state);
    case 'RestockSupplement':
      return restockSupplement(command, state);
    default:
      return assertNever(command);
  }
}

export const supplementDecider: Decider<SupplementCommand, CabinetState, SupplementEvent> = {
  initialState,
  evolve,
  decide,
};
