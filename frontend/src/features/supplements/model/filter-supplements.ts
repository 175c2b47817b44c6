import type { Supplement } from '@regimen/domain/contracts/supplements';

/** Case-insensitive match on name or brand; a blank search keeps everything. */
export function filterSupplements(supplements: readonly Supplement[], search: string): Supplement[] {
  const needle = search.trim().toLowerCase();
  if (needle === '') return [...supplements];
  return supplements.filter(
    (supplement) =>
      supplement.name.toLowerCase().includes(needle) || (supplement.brand ?? '').toLowerCase().includes(needle),
  );
}
