import type { Supplement } from '@regimen/domain/contracts/supplements';
import type { SupplementFields } from './supplement-form.ts';

export type SupplementChanges = Partial<SupplementFields>;

const FIELDS = [
  'name',
  'brand',
  'type',
  'dosage',
  'unitsPerDose',
  'frequency',
  'timing',
  'currentStock',
  'lowStockThreshold',
  'isActive',
  'fastingSafe',
  'doseTimes',
  'notes',
  'ingredients',
] as const satisfies readonly (keyof SupplementFields)[];

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function copy<K extends keyof SupplementFields>(target: SupplementChanges, source: SupplementFields, key: K): void {
  target[key] = source[key];
}

/**
 * The edit form's partial update: only the fields the user actually changed, so an edit never
 * overwrites a field with the value it happened to load. Empty when nothing changed.
 */
export function supplementChanges(original: Supplement, fields: SupplementFields): SupplementChanges {
  const changes: SupplementChanges = {};
  for (const key of FIELDS) if (!same(original[key], fields[key])) copy(changes, fields, key);
  return changes;
}

export function hasChanges(changes: SupplementChanges): boolean {
  return Object.keys(changes).length > 0;
}
