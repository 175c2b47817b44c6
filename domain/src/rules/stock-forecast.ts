import { addDays, instantAt, localDateOf, type Zone } from './local-day.ts';
import { plannedSlots, type SchedulableSupplement } from './schedule.ts';

/** Spec (issue 13): consumption is measured over the last 14 days of takes. */
const FORECAST_WINDOW_DAYS = 14;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export interface RunOut {
  /** Whole days the stock lasts from today. */
  readonly days: number;
  /** The local date it runs out, `YYYY-MM-DD`. */
  readonly date: string;
}

/**
 * When a supplement's stock runs out: units taken per day over the last 14 days, or, with no take
 * in that window, what the plan uses per day (slots over the coming 14 days times units per dose).
 * Null when stock is not tracked or nothing is used.
 */
export function runOutForecast(input: {
  readonly supplement: SchedulableSupplement & { readonly currentStock: number | null; readonly unitsPerDose: number };
  readonly takes: readonly { readonly supplementId: string; readonly takenAt: string | null }[];
  readonly now: Date;
  readonly zone: Zone;
}): RunOut | null {
  const { supplement, now, zone } = input;
  if (supplement.currentStock === null) return null;
  const today = localDateOf(now, zone);
  // Instants of the window's local midnights: comparing instants spares a zone lookup per take.
  const since = instantAt({ date: addDays(today, -FORECAST_WINDOW_DAYS), zone }, 0);
  const until = instantAt({ date: today, zone }, 0);
  const taken = input.takes.filter((take) => {
    if (take.supplementId !== supplement.id || take.takenAt === null) return false;
    const at = Date.parse(take.takenAt);
    return at >= since && at < until;
  }).length;
  let planned = 0;
  if (taken === 0) {
    for (let day = 0; day < FORECAST_WINDOW_DAYS; day += 1) planned += plannedSlots(supplement, { date: addDays(today, day), zone }).length;
  }
  const perDay = ((taken > 0 ? taken : planned) * supplement.unitsPerDose) / FORECAST_WINDOW_DAYS;
  if (perDay === 0) return null;
  const days = Math.floor(supplement.currentStock / perDay);
  return { days, date: addDays(today, days) };
}

/** "runs out in 9 days (3 Dec)"; "runs out today" at 0. */
export function runOutLabel(runOut: RunOut): string {
  const [, month = '1', day = '1'] = runOut.date.split('-');
  const when = `${Number(day)} ${MONTHS[Number(month) - 1] ?? ''}`;
  if (runOut.days === 0) return 'runs out today';
  return `runs out in ${runOut.days} ${runOut.days === 1 ? 'day' : 'days'} (${when})`;
}
