import type { Supplement } from '../contracts/supplements.ts';
import type { ViewEvent } from './view-event.ts';

/**
 * The supplement list (`GET /api/supplements`) folded from events: the rows the `supplements`
 * projection writes, in the read API's order (created, then id). Demo mode answers with it; the
 * demo/server contract test keeps the projection's SQL to the same shape.
 */
export function supplementList(events: readonly ViewEvent[]): Supplement[] {
  const rows = new Map<string, Supplement>();
  // Current stock as the read API counts it: the stock as last set, minus units per dose for each
  // dose taken since (read-api/src/routes/supplements.ts), never below 0.
  const stockSetAt = new Map<string, string>();
  const takes = new Map<string, { supplementId: string; createdAt: string; taken: boolean }>();
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
          stockSetAt.set(supplementId, at);
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
        if (event.data.stockSet) stockSetAt.set(event.data.supplementId, at);
        break;
      case 'SupplementActivated':
      case 'SupplementDeactivated':
        change(event.data.supplementId, at, { isActive: event.type === 'SupplementActivated' });
        break;
      case 'SupplementRestocked':
        change(event.data.supplementId, at, { currentStock: event.data.currentStock });
        break;
      case 'TakeRecorded':
        if (!takes.has(event.data.takeId)) takes.set(event.data.takeId, { supplementId: event.data.supplementId, createdAt: at, taken: event.data.takenAt !== null });
        break;
      case 'TakeMarked':
      case 'TakeUnmarked': {
        const take = takes.get(event.data.takeId);
        if (take !== undefined) takes.set(event.data.takeId, { ...take, taken: event.type === 'TakeMarked' });
        break;
      }
      case 'SupplementRemoved':
        rows.delete(event.data.supplementId);
        break;
      default:
        break;
    }
  }
  const taken = new Map<string, number>();
  for (const take of takes.values()) {
    const setAt = stockSetAt.get(take.supplementId);
    if (take.taken && setAt !== undefined && Date.parse(take.createdAt) >= Date.parse(setAt)) taken.set(take.supplementId, (taken.get(take.supplementId) ?? 0) + 1);
  }
  for (const row of rows.values()) {
    if (row.currentStock !== null) rows.set(row.id, { ...row, currentStock: Math.max(0, row.currentStock - row.unitsPerDose * (taken.get(row.id) ?? 0)) });
  }
  return [...rows.values()].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || a.id.localeCompare(b.id));
}

// A change event lists only what changed; an absent key keeps the row's value.
function definedOnly<T extends object>(changes: T): Partial<T> {
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as Partial<T>;
}
