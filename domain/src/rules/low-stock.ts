/** Threshold used when a supplement tracks stock but has no threshold of its own. */
export const DEFAULT_LOW_STOCK_THRESHOLD = 10;

export interface StockLevel {
  readonly currentStock?: number | null;
  readonly lowStockThreshold?: number | null;
}

/** Low when stock is tracked (not null) and at or below the threshold. */
export function isLowStock({ currentStock, lowStockThreshold }: StockLevel): boolean {
  if (currentStock === null || currentStock === undefined) return false;
  return currentStock <= (lowStockThreshold ?? DEFAULT_LOW_STOCK_THRESHOLD);
}
