import { addDays, dayNumber, instantAt, localDateOf, type LocalDay, type Zone } from './local-day.ts';
import { plannedSlotsForDay, type PlannedSlot, type SchedulableSupplement } from './schedule.ts';

/** Spec (schedule): a planned slot matches a take within 2 hours either side, inclusive. */
export const MATCH_WINDOW_MS = 2 * 60 * 60 * 1000;

const DAY_MS = 86_400_000;

export interface TakeLike {
  readonly supplementId: string;
  /** The slot the take was recorded for; a take marked from a slot settles exactly that slot. */
  readonly plannedAt?: string;
  /** Null: recorded but not taken (or unmarked); never matches. */
  readonly takenAt: string | null;
}

export interface SlotMatch<T extends TakeLike> {
  readonly slot: PlannedSlot;
  readonly take: T | null;
}

interface TimedTake<T> {
  readonly take: T;
  readonly at: number;
  readonly plannedAt: number;
  readonly date: string;
}

/**
 * Pairs slots with takes of the same supplement, each take used at most once, in three passes:
 * 1. a take recorded for a slot (its plannedAt is the slot) settles that slot, whenever it was taken;
 * 2. the spec's 2-hour matching: slots in time order take the earliest unused take whose takenAt
 *    is within 2 hours (with windows all the same width this pairs as many as possible);
 * 3. with a zone given, a take still unused but taken on the slot's local day (a morning vitamin
 *    remembered at 3 pm) settles that day's earliest open slot, so the day reads done once every
 *    dose was taken.
 * Results come back in the order of `slots`.
 */
export function matchSlots<T extends TakeLike>(slots: readonly PlannedSlot[], takes: readonly T[], sameDayIn?: Zone): SlotMatch<T>[] {
  const zone = sameDayIn ?? 0;
  const matched = new Map<PlannedSlot, T>();
  const takesBySupplement = groupBy(takes, (take) => take.supplementId);
  for (const [supplementId, ownSlots] of groupBy(slots, (slot) => slot.supplementId)) {
    const unused = new Set<TimedTake<T>>(
      (takesBySupplement.get(supplementId) ?? [])
        .flatMap((take) => {
          const at = take.takenAt === null ? Number.NaN : Date.parse(take.takenAt);
          if (Number.isNaN(at)) return [];
          const plannedAt = take.plannedAt === undefined ? Number.NaN : Date.parse(take.plannedAt);
          return [{ take, at, plannedAt, date: localDateOf(new Date(at), zone) }];
        })
        .sort((a, b) => a.at - b.at),
    );
    const ordered = [...ownSlots].sort((a, b) => Date.parse(a.plannedAt) - Date.parse(b.plannedAt));
    const settle = (slot: PlannedSlot, pick: (take: TimedTake<T>, plannedAt: number) => boolean): void => {
      if (matched.has(slot)) return;
      const plannedAt = Date.parse(slot.plannedAt);
      for (const candidate of unused) {
        if (!pick(candidate, plannedAt)) continue;
        matched.set(slot, candidate.take);
        unused.delete(candidate);
        return;
      }
    };
    for (const slot of ordered) settle(slot, (take, plannedAt) => take.plannedAt === plannedAt);
    for (const slot of ordered) settle(slot, (take, plannedAt) => Math.abs(take.at - plannedAt) <= MATCH_WINDOW_MS);
    for (const slot of sameDayIn === undefined ? [] : ordered) {
      const date = localDateOf(slot.plannedAt, zone);
      settle(slot, (take) => take.date === date);
    }
  }
  return slots.map((slot) => ({ slot, take: matched.get(slot) ?? null }));
}

/**
 * taken: settled by a take. due: its 2-hour window is open now. overdue: the window closed
 * untaken. upcoming: the window has not opened yet.
 */
export type SlotState = 'taken' | 'due' | 'overdue' | 'upcoming';

export interface ScheduledSlot<T extends TakeLike> extends PlannedSlot {
  readonly state: SlotState;
  readonly take: T | null;
}

export interface AdherenceSummary {
  /** Planned slots already due (planned at or before now) plus any taken early. */
  readonly planned: number;
  readonly taken: number;
  /** Integer percent; null when nothing was due yet (no slots is not "100 percent adherent"). */
  readonly percent: number | null;
}

export interface DaySchedule<T extends TakeLike> {
  readonly date: string;
  /** Every slot of the day, in time order, with its state. */
  readonly slots: readonly ScheduledSlot<T>[];
  /** Slots not taken yet: Due Today's "N remaining". */
  readonly remaining: number;
  readonly adherence: AdherenceSummary;
}

export interface ScheduleInput<T extends TakeLike> {
  readonly supplements: readonly SchedulableSupplement[];
  readonly takes: readonly T[];
  readonly now: Date;
  readonly zone: Zone;
}

function slotState(plannedAt: number, taken: boolean, now: number): SlotState {
  if (taken) return 'taken';
  if (now > plannedAt + MATCH_WINDOW_MS) return 'overdue';
  if (now < plannedAt - MATCH_WINDOW_MS) return 'upcoming';
  return 'due';
}

/**
 * One local day of doses: the one function behind Today's Schedule, Due Today, "N remaining",
 * the dashboard widget and adherence, on the server and in demo mode alike.
 */
export function daySchedule<T extends TakeLike>(input: ScheduleInput<T> & { readonly date?: string }): DaySchedule<T> {
  const { supplements, takes, now, zone } = input;
  const day: LocalDay = { date: input.date ?? localDateOf(now, zone), zone };
  // Only takes near the day can settle its slots (2-hour windows, the same local day): callers may
  // pass weeks of takes, and matching looks up each candidate's local date.
  const from = instantAt(day, 0) - DAY_MS;
  const to = instantAt(day, 0) + 2 * DAY_MS;
  const near = (iso: string | null | undefined): boolean => {
    if (iso === null || iso === undefined) return false;
    const at = Date.parse(iso);
    return at >= from && at <= to;
  };
  const nearby = takes.filter((take) => near(take.takenAt) || near(take.plannedAt));
  const slots = matchSlots(plannedSlotsForDay(supplements, day), nearby, zone).map(({ slot, take }) => ({
    ...slot,
    take,
    state: slotState(Date.parse(slot.plannedAt), take !== null, now.getTime()),
  }));
  return { date: day.date, slots, remaining: slots.filter((slot) => slot.take === null).length, adherence: summarize(slots, now) };
}

/** Taken slots over slots already due: a slot later today is not a miss yet, nor a success. */
function summarize(slots: readonly ScheduledSlot<TakeLike>[], now: Date): AdherenceSummary {
  const counted = slots.filter((slot) => slot.take !== null || Date.parse(slot.plannedAt) <= now.getTime());
  const taken = counted.filter((slot) => slot.take !== null).length;
  return { planned: counted.length, taken, percent: counted.length === 0 ? null : Math.round((taken / counted.length) * 100) };
}

export interface AdherenceInput extends ScheduleInput<TakeLike> {
  /** First and last local date of the range, inclusive (`YYYY-MM-DD`). */
  readonly from: string;
  readonly to: string;
}

/** Adherence over local days (a week, say): the days' schedules added up. */
export function adherence(input: AdherenceInput): AdherenceSummary {
  const slots: ScheduledSlot<TakeLike>[] = [];
  const days = dayNumber(input.to) - dayNumber(input.from) + 1;
  for (let offset = 0; offset < days; offset += 1) {
    slots.push(...daySchedule({ ...input, date: addDays(input.from, offset) }).slots);
  }
  return summarize(slots, input.now);
}

/** Adherence of each supplement over the range, keyed by supplement id. */
export function adherenceBySupplement(input: AdherenceInput): Map<string, AdherenceSummary> {
  return new Map(
    input.supplements.map((supplement) => [
      supplement.id,
      adherence({ ...input, supplements: [supplement], takes: input.takes.filter((take) => take.supplementId === supplement.id) }),
    ]),
  );
}

/** Items by key, each group in the items' order. */
export function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group === undefined) groups.set(key(item), [item]);
    else group.push(item);
  }
  return groups;
}
