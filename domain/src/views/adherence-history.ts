import type { AdherenceHistory, HistoryDay, HistorySlot, HistorySlotStatus } from '../contracts/adherence-history.ts';
import { zoneName } from '../contracts/schedule.ts';
import type { Supplement } from '../contracts/supplements.ts';
import type { Take } from '../contracts/takes.ts';
import { daySchedule, matchSlots, MATCH_WINDOW_MS, type ScheduledSlot } from '../rules/adherence.ts';
import { addDays, localDateOf, localMinutesOf, type Zone } from '../rules/local-day.ts';
import type { MissedSlot } from '../rules/missed-doses.ts';
import type { PlannedSlot } from '../rules/schedule.ts';

type HistorySupplement = Pick<Supplement, 'id' | 'name' | 'dosage' | 'timing' | 'frequency' | 'isActive' | 'createdAt'>;
type HistoryTake = Pick<Take, 'id' | 'supplementId' | 'plannedAt' | 'takenAt'>;

export interface StreakDay {
  readonly planned: number;
  readonly taken: number;
}

/**
 * Current and best runs of complete days (every due dose taken), oldest day first. Days with
 * nothing due neither break nor extend a run; the last day (today) breaks nothing while it is
 * incomplete, since its doses may still be taken.
 */
export function streaks(days: readonly StreakDay[]): { current: number; best: number } {
  let run = 0;
  let best = 0;
  days.forEach((day, index) => {
    if (day.planned === 0) return;
    const complete = day.taken >= day.planned;
    if (complete) run += 1;
    else if (index < days.length - 1) run = 0;
    best = Math.max(best, run);
  });
  return { current: run, best };
}

const takenStatus = (plannedAt: string, takenAt: string): HistorySlotStatus =>
  Date.parse(takenAt) > Date.parse(plannedAt) + MATCH_WINDOW_MS ? 'late' : 'taken';

function todayStatus(slot: ScheduledSlot<HistoryTake>): HistorySlotStatus {
  if (slot.take !== null && slot.take.takenAt !== null) return takenStatus(slot.plannedAt, slot.take.takenAt);
  return slot.state === 'overdue' ? 'missed' : 'open';
}

const percentOf = (planned: number, taken: number): number | null => (planned === 0 ? null : Math.round((taken / planned) * 100));

const pad = (value: number): string => String(value).padStart(2, '0');

const slotAt = (supplementId: string, plannedAt: string, zone: Zone): PlannedSlot => {
  const minutes = localMinutesOf(plannedAt, zone);
  return { supplementId, plannedAt, time: `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}` };
};

/**
 * Past days as recorded: every slot the scheduler recorded missed (DoseMissed) and every dose
 * taken, placed on the local day of its slot. A take recorded for a missed slot settles it (late
 * when after its window); so does an as-needed take (planned when taken) of that supplement, as
 * the schedule's matching would. Any other take is its own entry, one per slot it was taken for.
 */
function recordedSlots(missed: readonly MissedSlot[], takes: readonly HistoryTake[], zone: Zone): HistorySlot[] {
  const taken = takes.filter((take): take is HistoryTake & { takenAt: string } => take.takenAt !== null);
  const missedKeys = new Set(missed.map((slot) => `${slot.supplementId}@${Date.parse(slot.plannedAt)}`));
  const settling = taken.filter((take) => take.plannedAt === take.takenAt || missedKeys.has(`${take.supplementId}@${Date.parse(take.plannedAt)}`));
  const matches = matchSlots(missed.map((slot) => slotAt(slot.supplementId, slot.plannedAt, zone)), settling, zone);
  const used = new Set(matches.flatMap(({ take }) => (take === null ? [] : [take.id])));
  const entries = new Map<string, HistorySlot>();
  for (const { slot, take } of matches) {
    entries.set(`${slot.supplementId}@${Date.parse(slot.plannedAt)}`, {
      ...slot,
      takenAt: take?.takenAt ?? null,
      status: take === null ? 'missed' : takenStatus(slot.plannedAt, take.takenAt),
    });
  }
  for (const take of taken) {
    const key = `${take.supplementId}@${Date.parse(take.plannedAt)}`;
    if (used.has(take.id) || entries.has(key)) continue;
    entries.set(key, { ...slotAt(take.supplementId, take.plannedAt, zone), takenAt: take.takenAt, status: takenStatus(take.plannedAt, take.takenAt) });
  }
  return [...entries.values()].sort((a, b) => Date.parse(a.plannedAt) - Date.parse(b.plannedAt) || a.supplementId.localeCompare(b.supplementId));
}

const isTaken = (slot: HistorySlot): boolean => slot.status === 'taken' || slot.status === 'late';

/**
 * The adherence history screen (`GET /api/adherence/history`): the last `days` local days in the
 * user's zone. Past days come from what was recorded (`missed`: the dose scheduler's DoseMissed
 * slots, and the takes); only today is the schedule's own `daySchedule`, live, so today agrees
 * with Today's Schedule.
 */
export function adherenceHistoryView(input: {
  readonly supplements: readonly HistorySupplement[];
  readonly takes: readonly HistoryTake[];
  readonly missed: readonly MissedSlot[];
  readonly now: Date;
  readonly zone: Zone;
  readonly days: number;
}): AdherenceHistory {
  const { supplements, takes, now, zone } = input;
  const to = localDateOf(now, zone);
  const from = addDays(to, -(input.days - 1));
  const dayOf = (iso: string): string => localDateOf(iso, zone);
  const pastTakes = takes.filter((take) => dayOf(take.plannedAt) >= from && dayOf(take.plannedAt) < to);
  const past = recordedSlots(
    input.missed.filter((slot) => dayOf(slot.plannedAt) >= from && dayOf(slot.plannedAt) < to),
    pastTakes,
    zone,
  );
  // The schedule plans a daily supplement on any day; it starts on the day it was added.
  const existing = supplements.filter((supplement) => Number.isNaN(Date.parse(supplement.createdAt)) || dayOf(supplement.createdAt) <= to);
  const today = daySchedule({ supplements: existing, takes: takes.filter((take) => dayOf(take.plannedAt) === to), now, zone });
  const days: HistoryDay[] = Array.from({ length: input.days - 1 }, (_, offset) => {
    const date = addDays(from, offset);
    const slots = past.filter((slot) => dayOf(slot.plannedAt) === date);
    const taken = slots.filter(isTaken).length;
    return { date, planned: slots.length, taken, percent: percentOf(slots.length, taken), slots };
  });
  days.push({
    date: today.date,
    planned: today.adherence.planned,
    taken: today.adherence.taken,
    percent: today.adherence.percent,
    slots: today.slots.map((slot) => ({
      supplementId: slot.supplementId,
      plannedAt: slot.plannedAt,
      time: slot.time,
      takenAt: slot.take?.takenAt ?? null,
      status: todayStatus(slot),
    })),
  });
  const planned = days.reduce((sum, day) => sum + day.planned, 0);
  const taken = days.reduce((sum, day) => sum + day.taken, 0);
  const overall = streaks(days);
  const withHistory = new Set(days.flatMap((day) => day.slots.map((slot) => slot.supplementId)));
  return {
    timeZone: zoneName(zone),
    from,
    to,
    planned,
    taken,
    percent: percentOf(planned, taken),
    currentStreak: overall.current,
    bestStreak: overall.best,
    days,
    // By name, so the server (rows in no set order) and demo mode list them alike. A supplement
    // deactivated since keeps the history it has.
    supplements: [...supplements]
      .filter((supplement) => supplement.isActive !== false || withHistory.has(supplement.id))
      .sort((a, b) => a.name.localeCompare(b.name) || a.createdAt.localeCompare(b.createdAt))
      .map((supplement) => {
        const perDay = days.map((day, index) => countOf(day, supplement.id, index === days.length - 1 ? now : null));
        const due = perDay.reduce((sum, day) => sum + day.planned, 0);
        const done = perDay.reduce((sum, day) => sum + day.taken, 0);
        const own = streaks(perDay);
        return { supplementId: supplement.id, name: supplement.name, planned: due, taken: done, percent: percentOf(due, done), currentStreak: own.current, bestStreak: own.best };
      }),
  };
}

/** One supplement's counted and taken slots of a day; today counts only slots already due (as the day's adherence does). */
function countOf(day: HistoryDay, supplementId: string, now: Date | null): StreakDay {
  const counted = day.slots.filter((slot) => slot.supplementId === supplementId && (now === null || slot.takenAt !== null || Date.parse(slot.plannedAt) <= now.getTime()));
  return { planned: counted.length, taken: counted.filter(isTaken).length };
}
