import type { Supplement } from '../contracts/supplements.ts';
import type { ViewEvent } from './view-event.ts';

/**
 * The supplement list (`GET /api/supplements`) folded from events: the rows the `supplements`
 * projection writes, in the read API's order (created, then id). Demo mode answers with it; the
 * demo/server contract test keeps the projection's SQL to the same shape.
 */
export function supplementList(events: readonly ViewEvent[]): Supplement[] {
  const rows = new Map<string, Supplement>();
  // As the `stock` projection counts: units each take deducted (null while it deducts none).
  const deducted = new Map<string, number | null>();
  const stockBy = (id: string, delta: (row: Supplement) => number): void => {
    const row = rows.get(id);
    if (row !== undefined && row.currentStock !== null) rows.set(id, { ...row, currentStock: row.currentStock + delta(row) });
  };
  const deduct = (takeId: string, supplementId: string): void => {
    if ((deducted.get(takeId) ?? null) !== null) return;
    const row = rows.get(supplementId);
    if (row === undefined) return;
    const units = row.currentStock === null ? 0 : Math.min(row.currentStock, row.unitsPerDose);
    deducted.set(takeId, units);
    stockBy(supplementId, () => -units);
  };
  const change = (id: string, at: string, changes: Partial<Supplement>) => {
    const row = rows.get(id);
    if (row !== undefined) rows.set(id, { ...row, ...definedOnly(changes), updatedAt: at });
  };
  for (const event of events) {
    const at = event.metadata.occurredAt;
    switch (event.type) {
      case 'SupplementAdded': {
        const { supplementId, ...fields } = event.data;
        if (!rows.has(supplementId) && event.metadata.userId !== null) {
          rows.set(supplementId, { id: supplementId, userId: event.metadata.userId, ...fields, createdAt: at, updatedAt: at });
        }
        break;
      }
      case 'SupplementUpdated':
        change(event.data.supplementId, at, event.data.changes);
        break;
      case 'SupplementNotesUpdated':
        change(event.data.supplementId, at, { notes: event.data.notes });
        break;
      case 'SupplementStockAdjusted':
        change(event.data.supplementId, at, { currentStock: event.data.currentStock, lowStockThreshold: event.data.lowStockThreshold });
        break;
      case 'SupplementActivated':
      case 'SupplementDeactivated':
        change(event.data.supplementId, at, { isActive: event.type === 'SupplementActivated' });
        break;
      case 'SupplementRestocked':
        stockBy(event.data.supplementId, () => event.data.units);
        {
          const row = rows.get(event.data.supplementId);
          if (row !== undefined && row.currentStock === null) rows.set(row.id, { ...row, currentStock: event.data.units });
        }
        break;
      case 'TakeRecorded':
        if (event.data.takenAt === null) {
          if (!deducted.has(event.data.takeId)) deducted.set(event.data.takeId, null);
        } else deduct(event.data.takeId, event.data.supplementId);
        break;
      case 'TakeMarked':
        deduct(event.data.takeId, event.data.supplementId);
        break;
      case 'TakeUnmarked': {
        const units = deducted.get(event.data.takeId) ?? null;
        if (units !== null) {
          deducted.set(event.data.takeId, null);
          stockBy(event.data.supplementId, () => units);
        }
        break;
      }
      case 'SupplementRemoved':
        rows.delete(event.data.supplementId);
        break;
      default:
        break;
    }
  }
  return [...rows.values()].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || a.id.localeCompare(b.id));
}

// A change event lists only what changed; an absent key keeps the row's value.
function definedOnly<T extends object>(changes: T): Partial<T> {
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as Partial<T>;
}
