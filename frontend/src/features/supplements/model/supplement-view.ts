import type { Supplement } from '@regimen/domain/contracts/supplements';

/** Spec: a type badge only for non-single types. */
export const TYPE_BADGES: Readonly<Record<Supplement['type'], string | null>> = {
  single: null,
  complex: 'Complex',
  multivitamin: 'Multi',
};

export const TYPE_LABELS: Readonly<Record<Supplement['type'], string>> = {
  single: 'Single ingredient',
  complex: 'Complex',
  multivitamin: 'Multivitamin',
};

const VISIBLE_INGREDIENTS = 3;

/** Up to three ingredients, then "+N more" for the rest; null when there are none to show. */
export function ingredientSummary(
  ingredients: readonly string[] | null,
): { shown: string; more: string | null } | null {
  const list = ingredients ?? [];
  if (list.length === 0) return null;
  const hidden = list.length - VISIBLE_INGREDIENTS;
  return { shown: list.slice(0, VISIBLE_INGREDIENTS).join(', '), more: hidden > 0 ? `+${hidden} more` : null };
}

/** Stock in units; stock tracking is optional. */
export function stockLabel(currentStock: number | null): string {
  if (currentStock === null) return 'Not tracked';
  return currentStock === 1 ? '1 unit' : `${currentStock} units`;
}

/** A store search for the supplement, for the Low Stock Alert's Reorder link. */
export function reorderUrl(supplement: Pick<Supplement, 'name' | 'brand'>): string {
  const query = [supplement.brand, supplement.name].filter(Boolean).join(' ');
  return `https://www.amazon.com/s?k=${encodeURIComponent(query)}`;
}
