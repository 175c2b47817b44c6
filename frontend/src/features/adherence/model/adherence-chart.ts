import type { AdherenceHistory, HistoryDay, HistorySlotStatus } from '@regimen/domain/contracts/adherence-history';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `2026-11-24` → `24 Nov`: local dates are already the user's days, so no zone maths here. */
export function dayLabel(date: string): string {
  const [, month, day] = date.split('-').map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]}`;
}

const plural = (count: number, word: string): string => `${count} ${word}${count === 1 ? '' : 's'}`;

export interface TrendPoint {
  readonly date: string;
  readonly label: string;
  /** Null on a day with nothing due: a gap in the line, not a zero. */
  readonly percent: number | null;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** `2026-11-24` → `Tue`: the weekday of a local date (computed in UTC, where the date is exact). */
export function weekdayLabel(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return WEEKDAYS[new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1)).getUTCDay()] ?? '';
}

/** The dashboard's week: one bar a day, named by its weekday. */
export function weekPoints(history: AdherenceHistory): TrendPoint[] {
  return history.days.map((day) => ({ date: day.date, label: weekdayLabel(day.date), percent: day.percent }));
}

export function trendPoints(history: AdherenceHistory): TrendPoint[] {
  return history.days.map((day) => ({ date: day.date, label: dayLabel(day.date), percent: day.percent }));
}

/** The charts' text alternative: what a sighted user reads off the trend at a glance. */
export function historySummary(history: AdherenceHistory): string {
  const range = `${dayLabel(history.from)} – ${dayLabel(history.to)}`;
  if (history.planned === 0) return `${range}: no doses were due yet.`;
  const streak = `Current streak ${plural(history.currentStreak, 'day')}, best ${plural(history.bestStreak, 'day')}.`;
  return `${range}: ${history.percent}% of due doses taken (${history.taken} of ${history.planned}). ${streak}`;
}

export type HeatLevel = 'none' | 0 | 1 | 2 | 3 | 4;

/** Five steps of the day's percent; 'none' when nothing was due (a rest day is not a failure). */
export function heatLevel(day: Pick<HistoryDay, 'percent'>): HeatLevel {
  if (day.percent === null) return 'none';
  if (day.percent === 100) return 4;
  if (day.percent >= 75) return 3;
  if (day.percent >= 50) return 2;
  if (day.percent > 0) return 1;
  return 0;
}

export function dayAriaLabel(day: HistoryDay): string {
  if (day.planned === 0) return `${dayLabel(day.date)}: nothing due`;
  return `${dayLabel(day.date)}: ${day.taken} of ${plural(day.planned, 'dose')} taken (${day.percent}%)`;
}

/**
 * The heat map's weeks, Monday first, as columns of seven; days before the range are null so the
 * first column starts on the right weekday.
 */
export function heatWeeks(days: readonly HistoryDay[]): (HistoryDay | null)[][] {
  const first = days[0];
  if (first === undefined) return [];
  const [year, month, day] = first.date.split('-').map(Number);
  const weekday = (new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1)).getUTCDay() + 6) % 7;
  const cells: (HistoryDay | null)[] = [...Array.from({ length: weekday }, () => null), ...days];
  const weeks: (HistoryDay | null)[][] = [];
  for (let index = 0; index < cells.length; index += 7) weeks.push(cells.slice(index, index + 7));
  return weeks;
}

const STATUS_LABELS: Record<HistorySlotStatus, string> = { taken: 'Taken', late: 'Taken late', missed: 'Missed', open: 'Not due yet' };

function statusLabel(status: HistorySlotStatus): string {
  return STATUS_LABELS[status];
}

export interface DayDose {
  readonly key: string;
  readonly name: string;
  readonly time: string;
  readonly status: HistorySlotStatus;
  readonly takenAt: string | null;
  readonly label: string;
}

/** The day view: each dose of the day with its supplement's name and what became of it. */
export function dayDoses(day: HistoryDay, history: AdherenceHistory): DayDose[] {
  const names = new Map(history.supplements.map((row) => [row.supplementId, row.name]));
  return day.slots.map((slot) => ({
    key: `${slot.supplementId}-${slot.plannedAt}`,
    name: names.get(slot.supplementId) ?? 'Supplement',
    time: slot.time,
    status: slot.status,
    takenAt: slot.takenAt,
    label: statusLabel(slot.status),
  }));
}
