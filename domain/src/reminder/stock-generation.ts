import type { DomainEvent } from '../events.ts';
import { DEFAULT_LOW_STOCK_THRESHOLD } from '../rules/low-stock.ts';

type CabinetEvent = DomainEvent & { readonly revision: number };

/**
 * Each supplement's stock generation (see LowStockNoticeIssued) from its cabinet's events, as the
 * `reminders` projection keeps it in `stock_generations`: the revision of the addition, then of each
 * stock setting or refill that leaves the stock as set above the threshold. Demo mode reads it here.
 */
export function stockGenerations(events: readonly CabinetEvent[]): Map<string, number> {
  const generations = new Map<string, number>();
  const thresholds = new Map<string, number | null>();
  const rearm = (supplementId: string, stock: number | null, revision: number): void => {
    if (!generations.has(supplementId)) return;
    if (stock !== null && stock > (thresholds.get(supplementId) ?? DEFAULT_LOW_STOCK_THRESHOLD)) generations.set(supplementId, revision);
  };
  for (const event of events) {
    switch (event.type) {
      case 'SupplementAdded':
        generations.set(event.data.supplementId, event.revision);
        thresholds.set(event.data.supplementId, event.data.lowStockThreshold);
        break;
      case 'SupplementStockAdjusted':
        if (generations.has(event.data.supplementId)) thresholds.set(event.data.supplementId, event.data.lowStockThreshold);
        rearm(event.data.supplementId, event.data.currentStock, event.revision);
        break;
      case 'SupplementRestocked':
        rearm(event.data.supplementId, event.data.currentStock, event.revision);
        break;
      case 'SupplementRemoved':
        generations.delete(event.data.supplementId);
        thresholds.delete(event.data.supplementId);
        break;
      default:
        break;
    }
  }
  return generations;
}
