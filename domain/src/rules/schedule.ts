import { dayNumber, instantAt, localDateOf, localMinutesOf, weekday, type LocalDay } from './local-day.ts';
import { normalizeSpelling } from './timing.ts';

export interface SchedulableSupplement {
  readonly id: string;
  readonly timing: string;
  readonly frequency: string;
  /** Active unless explicitly false (spec: "counts as active when isActive is not false"). */
  readonly isActive?: boolean | null;
  readonly removed?: boolean;
  /** ISO instant. Weekly and every-other-day count from its local day; no slots are planned before it. */
  readonly createdAt: string;
  /** The user's own local times (`HH:MM`); absent, null or empty: the timing's usual times. */
  readonly doseTimes?: readonly string[] | null;
}

export interface PlannedSlot {
  readonly supplementId: string;
  /** ISO instant (UTC) of the slot. */
  readonly plannedAt: string;
  /** Local wall-clock time, `HH:MM`. */
  readonly time: string;
}

const h = (hours: number, minutes = 0): number => hours * 60 + minutes;

// Spec (schedule): timing to schedule hours, in local minutes of the day.
const timingSlots: Readonly<Record<string, readonly number[]>> = {
  morning: [h(8)],
  'with-breakfast': [h(8)],
  'empty-stomach': [h(6, 30), h(10, 30)],
  lunch: [h(12)],
  'with-lunch': [h(12)],
  dinner: [h(18)],
  'with-dinner': [h(18)],
  evening: [h(18)],
  night: [h(21)],
  bedtime: [h(21)],
  'before-bed': [h(21)],
  // Not in the spec's table: afternoon is a timing the product offers, so it gets mid-afternoon.
  afternoon: [h(15)],
};

// Unknown timings (e.g. sample data's with-meals) fall back to the default timing, morning.
const DEFAULT_SLOTS: readonly number[] = [h(8)];

// Spec: these frequencies fix their own hours whatever the timing says.
const frequencySlots: Readonly<Record<string, readonly number[]>> = {
  'twice-daily': [h(8), h(18)],
  'three-times-daily': [h(8), h(12), h(18)],
};

const CLOCK_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** `HH:MM` as minutes of the day; null for anything else. */
export function clockMinutes(time: string): number | null {
  const match = CLOCK_TIME.exec(time);
  return match === null ? null : Number(match[1]) * 60 + Number(match[2]);
}

/**
 * Local minutes of the day at which a supplement is planned on a day it is due. The user's own
 * times replace the table (timing and twice/three times daily alike); as-needed plans nothing.
 */
export function slotMinutes(timing: string, frequency: string, doseTimes?: readonly string[] | null): readonly number[] {
  const normalizedFrequency = normalizeSpelling(frequency);
  if (normalizedFrequency === 'as-needed') return [];
  const own = (doseTimes ?? []).flatMap((time) => clockMinutes(time) ?? []);
  if (own.length > 0) return [...new Set(own)].sort((a, b) => a - b);
  return frequencySlots[normalizedFrequency] ?? timingSlots[normalizeSpelling(timing)] ?? DEFAULT_SLOTS;
}

/** Whether the frequency plans anything on `date`, counted from the local day the supplement was created. */
function isDueOn(date: string, frequency: string, createdDate: string | null): boolean {
  if (createdDate !== null && dayNumber(date) < dayNumber(createdDate)) return false;
  switch (normalizeSpelling(frequency)) {
    case 'weekly':
      return createdDate !== null && weekday(date) === weekday(createdDate);
    case 'every-other-day':
      return createdDate !== null && (dayNumber(date) - dayNumber(createdDate)) % 2 === 0;
    default:
      return true;
  }
}

export function plannedSlots(supplement: SchedulableSupplement, day: LocalDay): PlannedSlot[] {
  if (supplement.isActive === false || supplement.removed === true) return [];
  // An unparseable createdAt cannot anchor weekly or every-other-day, and restricts nothing else.
  const createdDate = Number.isNaN(Date.parse(supplement.createdAt))
    ? null
    : localDateOf(supplement.createdAt, day.zone);
  if (!isDueOn(day.date, supplement.frequency, createdDate)) return [];
  // Two wall times can meet on a daylight-saving day (02:30 skipped in spring lands on 03:30):
  // one dose then, not two. The label is the wall time the slot really falls at.
  const instants = [...new Set(slotMinutes(supplement.timing, supplement.frequency, supplement.doseTimes).map((minutes) => instantAt(day, minutes)))];
  return instants.map((at) => {
    const minutes = localMinutesOf(new Date(at), day.zone);
    return { supplementId: supplement.id, plannedAt: new Date(at).toISOString(), time: `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}` };
  });
}

/** All supplements' slots on a day, in time order (the Today's Schedule list). */
export function plannedSlotsForDay(supplements: readonly SchedulableSupplement[], day: LocalDay): PlannedSlot[] {
  return supplements
    .flatMap((supplement) => plannedSlots(supplement, day))
    .sort((a, b) => a.plannedAt.localeCompare(b.plannedAt));
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}
