import type { Take } from '../contracts/takes.ts';
import type { ViewEvent } from './view-event.ts';

/** Without a range, the takes list covers the last 30 days: what schedule, adherence and history need. */
const TAKE_HISTORY_DAYS = 30;

/**
 * The takes (`GET /api/supplement-takes`) folded from events, as the `intake` projection writes
 * `supplement_takes`: the dosage is what the take recorded (null when none was given), never the
 * supplement's; unmarking keeps the take with `takenAt` null. Ordered by planned time, then id.
 */
export function takeList(events: readonly ViewEvent[]): Take[] {
  const rows = new Map<string, Take>();
  for (const event of events) {
    switch (event.type) {
      case 'TakeRecorded': {
        const { takeId, supplementName: _name, ...take } = event.data;
        if (!rows.has(takeId) && event.metadata.userId !== null) rows.set(takeId, { id: takeId, userId: event.metadata.userId, ...take });
        break;
      }
      case 'TakeMarked':
      case 'TakeUnmarked': {
        const row = rows.get(event.data.takeId);
        if (row !== undefined) rows.set(row.id, { ...row, takenAt: event.type === 'TakeMarked' ? event.data.takenAt : null });
        break;
      }
      default:
        break;
    }
  }
  return [...rows.values()].sort((a, b) => Date.parse(a.plannedAt) - Date.parse(b.plannedAt) || a.id.localeCompare(b.id));
}

/** The read API's window: planned between `from` and `to` inclusive (default: the last 30 days up to now). */
export function takesBetween(takes: readonly Take[], now: Date, range: { from?: string; to?: string } = {}): Take[] {
  const to = range.to ? Date.parse(range.to) : now.getTime();
  const from = range.from ? Date.parse(range.from) : to - TAKE_HISTORY_DAYS * 86_400_000;
  return takes.filter((take) => Date.parse(take.plannedAt) >= from && Date.parse(take.plannedAt) <= to);
}
