import { daySchedule, MATCH_WINDOW_MS, type TakeLike } from '../rules/adherence.ts';
import { addDays, localDateOf, type Zone } from '../rules/local-day.ts';
import { isLowStock } from '../rules/low-stock.ts';
import { baseKey, REPEAT_AFTER_MS } from '../rules/notifications.ts';
import type { SchedulableSupplement } from '../rules/schedule.ts';

export interface ReminderSupplement extends SchedulableSupplement {
  /** Stock left now (as last set plus refills, minus the doses taken since); null: not tracked. */
  readonly currentStock: number | null;
  readonly lowStockThreshold: number | null;
  /** The stock's crossing generation (see LowStockNoticeIssued); null: none known yet. */
  readonly stockGeneration: number | null;
}

export type NoticeToIssue =
  | { readonly kind: 'dose-reminder'; readonly key: string; readonly supplementId: string; readonly plannedAt: string; readonly attempt: number }
  | { readonly kind: 'low-stock'; readonly key: string; readonly supplementId: string; readonly generation: number; readonly currentStock: number };

/** The bell's id of a reminder: `dose:<supplementId>:<plannedAt>#<attempt>` (marks are recorded against it). */
export const doseReminderKey = (supplementId: string, plannedAt: string, attempt: number): string => `dose:${supplementId}:${plannedAt}#${attempt}`;
/** One low-stock notice per crossing: its generation is in the key. */
export const lowStockKey = (supplementId: string, generation: number): string => `stock:${supplementId}:${generation}`;

export interface NoticesInput {
  readonly supplements: readonly ReminderSupplement[];
  /** Takes of the last two days at least (they settle yesterday's and today's slots). */
  readonly takes: readonly TakeLike[];
  readonly zone: Zone;
  readonly now: Date;
  /** Keys already issued (by an earlier pass, another process, the demo's store). */
  readonly issued: ReadonlySet<string>;
  /** Keys the user dismissed (a dismissed `dose:` key dismisses the slot's repeats). */
  readonly dismissed: ReadonlySet<string>;
}

/**
 * What a scheduler issues now for one user (the server's dose scheduler, and demo mode at read time):
 * - a dose reminder for each slot whose time has come, inside its 2-hour window, neither taken nor
 *   dismissed: attempt 0 at the slot's time and one more every 30 minutes (only the current attempt:
 *   an attempt a stopped scheduler let pass is not sent late);
 * - a low-stock notice once per crossing of the threshold, for a supplement with a slot today (as
 *   the bell has always shown it), keyed by its stock generation.
 * Keys already issued are left out, so running it again writes nothing new.
 */
export function noticesToIssue(input: NoticesInput): NoticeToIssue[] {
  const { zone, now } = input;
  const dismissed = new Set([...input.dismissed].map(baseKey));
  const today = localDateOf(now, zone);
  const notices: NoticeToIssue[] = [];
  const addedOn = new Map(input.supplements.map((supplement) => [supplement.id, Number.isNaN(Date.parse(supplement.createdAt)) ? '' : localDateOf(supplement.createdAt, zone)]));
  const withSlotToday = new Set<string>();
  // Yesterday too: a 23:30 slot is still within its window at 00:30.
  for (const date of [addDays(today, -1), today]) {
    const supplements = input.supplements.filter((supplement) => (addedOn.get(supplement.id) ?? '') <= date);
    for (const slot of daySchedule({ supplements, takes: input.takes, now, zone, date }).slots) {
      if (date === today) withSlotToday.add(slot.supplementId);
      const since = now.getTime() - Date.parse(slot.plannedAt);
      if (slot.take !== null || since < 0 || since > MATCH_WINDOW_MS) continue;
      const key = doseReminderKey(slot.supplementId, slot.plannedAt, Math.floor(since / REPEAT_AFTER_MS));
      if (dismissed.has(baseKey(key)) || input.issued.has(key)) continue;
      notices.push({ kind: 'dose-reminder', key, supplementId: slot.supplementId, plannedAt: slot.plannedAt, attempt: Math.floor(since / REPEAT_AFTER_MS) });
    }
  }
  for (const supplement of input.supplements) {
    const { currentStock, stockGeneration } = supplement;
    if (currentStock === null || stockGeneration === null || !withSlotToday.has(supplement.id) || !isLowStock(supplement)) continue;
    const key = lowStockKey(supplement.id, stockGeneration);
    if (input.issued.has(key) || dismissed.has(key)) continue;
    notices.push({ kind: 'low-stock', key, supplementId: supplement.id, generation: stockGeneration, currentStock: Math.max(0, Math.floor(currentStock)) });
  }
  return notices;
}
