import { addDays, dayNumber, localDateOf, type LocalDay } from './local-day.ts';
import { plannedSlotsForDay, type PlannedSlot, type SchedulableSupplement } from './schedule.ts';

/** Spec (schedule): a planned slot matches a take within 2 hours either side, inclusive. */
export const MATCH_WINDOW_MS = 2 * 60 * 60 * 1000;

export interface TakeLike {
  readonly supplementId: string;
  /** Null: recorded but not taken (or unmarked); never matches. */
  readonly takenAt: string | null;
}

export interface SlotMatch<T extends TakeLike> {
  readonly slot: PlannedSlot;
  readonly take: T | null;
}

/**
 * Pairs slots with takes of the same supplement, each take used at most once.
 * Per supplement, slots in time order take the earliest unused take inside their
 * window: with windows all the same width this pairs as many slots as possible.
 * Results come back in the order of `slots`.
 */
export function matchSlots<T extends TakeLike>(slots: readonly PlannedSlot[], takes: readonly T[]): SlotMatch<T>[] {
  const matched = new Map<PlannedSlot, T>();
  for (const [supplementId, ownSlots] of groupBy(slots, (slot) => slot.supplementId)) {
    const ownTakes = takes
      .filter((take) => take.supplementId === supplementId)
      .flatMap((take) => {
        const at = take.takenAt === null ? Number.NaN : Date.parse(take.takenAt);
        return Number.isNaN(at) ? [] : [{ take, at }];
      })
      .sort((a, b) => a.at - b.at);
    let next = 0;
    for (const slot of [...ownSlots].sort((a, b) => Date.parse(a.plannedAt) - Date.parse(b.plannedAt))) {
      const plannedAt = Date.parse(slot.plannedAt);
      // Takes before this window are before every later window too: skip them for good.
      let candidate = ownTakes[next];
      while (candidate !== undefined && candidate.at < plannedAt - MATCH_WINDOW_MS) {
        next += 1;
        candidate = ownTakes[next];
      }
      if (candidate !== undefined && candidate.at <= plannedAt + MATCH_WINDOW_MS) {
        matched.set(slot, candidate.take);
        next += 1;
      }
    }
  }
  return slots.map((slot) => ({ slot, take: matched.get(slot) ?? null }));
}

export interface AdherenceInput {
  readonly supplements: readonly SchedulableSupplement[];
  readonly takes: readonly TakeLike[];
  /** First and last local date of the range, inclusive (`YYYY-MM-DD`). */
  readonly from: string;
  readonly to: string;
  readonly utcOffsetMinutes: number;
  readonly now: Date;
}

export interface AdherenceSummary {
  readonly planned: number;
  readonly taken: number;
  /** Integer percent; null when nothing was planned (no slots is not "100 percent adherent"). */
  readonly percent: number | null;
}

/**
 * Taken slots over planned slots. A slot counts once it is taken or its window has
 * closed at `now`; a slot still open and untaken is not a miss yet, so adherence
 * does not dip every morning before the first dose.
 */
export function adherence(input: AdherenceInput): AdherenceSummary {
  const { supplements, takes, utcOffsetMinutes, now } = input;
  const slots: PlannedSlot[] = [];
  const days = dayNumber(input.to) - dayNumber(input.from) + 1;
  for (let offset = 0; offset < days; offset += 1) {
    slots.push(...plannedSlotsForDay(supplements, { date: addDays(input.from, offset), utcOffsetMinutes }));
  }
  const counted = matchSlots(slots, takes).filter(
    ({ slot, take }) => take !== null || Date.parse(slot.plannedAt) + MATCH_WINDOW_MS < now.getTime(),
  );
  const taken = counted.filter(({ take }) => take !== null).length;
  return {
    planned: counted.length,
    taken,
    percent: counted.length === 0 ? null : Math.round((taken / counted.length) * 100),
  };
}

/**
 * Today's planned slots still to take (the "N remaining" count). Any dose taken today counts
 * against the day's earliest open slot of its supplement, however late: a morning vitamin
 * taken at noon is done for the day (the schedule shows it done), even though adherence, which
 * needs the 2-hour window, does not count it as on time.
 */
export function dueToday(input: {
  readonly supplements: readonly SchedulableSupplement[];
  readonly takes: readonly TakeLike[];
  readonly today: LocalDay;
}): PlannedSlot[] {
  const { today } = input;
  const takenToday = new Map<string, number>();
  for (const take of input.takes) {
    if (take.takenAt === null || localDateOf(take.takenAt, today.utcOffsetMinutes) !== today.date) continue;
    takenToday.set(take.supplementId, (takenToday.get(take.supplementId) ?? 0) + 1);
  }
  const remaining: PlannedSlot[] = [];
  for (const [supplementId, slots] of groupBy(plannedSlotsForDay(input.supplements, today), (slot) => slot.supplementId)) {
    const ordered = [...slots].sort((a, b) => Date.parse(a.plannedAt) - Date.parse(b.plannedAt));
    remaining.push(...ordered.slice(takenToday.get(supplementId) ?? 0));
  }
  return remaining;
}

/**
 * The latest take of a supplement with takenAt on the given local day: the one the
 * dashboard unmarks (spec: "setting takenAt to null on the latest take ... on the current day").
 */
export function latestTakeToday<T extends TakeLike>(
  supplementId: string,
  takes: readonly T[],
  today: LocalDay,
): T | null {
  let latest: { take: T; at: number } | null = null;
  for (const take of takes) {
    if (take.supplementId !== supplementId || take.takenAt === null) continue;
    const at = Date.parse(take.takenAt);
    if (Number.isNaN(at) || localDateOf(take.takenAt, today.utcOffsetMinutes) !== today.date) continue;
    if (latest === null || at > latest.at) latest = { take, at };
  }
  return latest?.take ?? null;
}

/** Spec: a supplement is done today when a take of it has takenAt on the current day. */
export function doneToday(supplementId: string, takes: readonly TakeLike[], today: LocalDay): boolean {
  return latestTakeToday(supplementId, takes, today) !== null;
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group === undefined) groups.set(key(item), [item]);
    else group.push(item);
  }
  return groups;
}
