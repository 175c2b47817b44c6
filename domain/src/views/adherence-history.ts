import type { AdherenceHistory, HistoryDay, HistorySlotStatus } from '../contracts/adherence-history.ts';
import { zoneName } from '../contracts/schedule.ts';
import type { Supplement } from '../contracts/supplements.ts';
import type { Take } from '../contracts/takes.ts';
import { daySchedule, MATCH_WINDOW_MS, type ScheduledSlot } from '../rules/adherence.ts';
import { addDays, localDateOf, type Zone } from '../rules/local-day.ts';

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

function statusOf(slot: ScheduledSlot<HistoryTake>): HistorySlotStatus {
  if (slot.take !== null && slot.take.takenAt !== null) {
    return Date.parse(slot.take.takenAt) > Date.parse(slot.plannedAt) + MATCH_WINDOW_MS ? 'late' : 'taken';
  }
  return slot.state === 'overdue' ? 'missed' : 'open';
}

const percentOf = (planned: number, taken: number): number | null => (planned === 0 ? null : Math.round((taken / planned) * 100));

/**
 * The adherence history screen (`GET /api/adherence/history`): the last `days` local days in the
 * user's zone, each day the schedule's own `daySchedule`, so history agrees with Today's Schedule.
 */
export function adherenceHistoryView(input: {
  readonly supplements: readonly HistorySupplement[];
  readonly takes: readonly HistoryTake[];
  readonly now: Date;
  readonly zone: Zone;
  readonly days: number;
}): AdherenceHistory {
  const { supplements, takes, now, zone } = input;
  const to = localDateOf(now, zone);
  const from = addDays(to, -(input.days - 1));
  // The schedule plans a daily supplement on any day; history starts on the day it was added, so
  // the days before it read as nothing planned rather than as missed doses.
  const addedOn = new Map(supplements.map((supplement) => [supplement.id, Number.isNaN(Date.parse(supplement.createdAt)) ? '' : localDateOf(supplement.createdAt, zone)]));
  const schedules = Array.from({ length: input.days }, (_, offset) => {
    const date = addDays(from, offset);
    const existing = supplements.filter((supplement) => (addedOn.get(supplement.id) ?? '') <= date);
    return daySchedule({ supplements: existing, takes, now, zone, date });
  });
  const days: HistoryDay[] = schedules.map((day) => ({
    date: day.date,
    planned: day.adherence.planned,
    taken: day.adherence.taken,
    percent: day.adherence.percent,
    slots: day.slots.map((slot) => ({
      supplementId: slot.supplementId,
      plannedAt: slot.plannedAt,
      time: slot.time,
      takenAt: slot.take?.takenAt ?? null,
      status: statusOf(slot),
    })),
  }));
  const planned = days.reduce((sum, day) => sum + day.planned, 0);
  const taken = days.reduce((sum, day) => sum + day.taken, 0);
  const overall = streaks(days);
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
    // By name, so the server (rows in no set order) and demo mode list them alike.
    supplements: [...supplements].sort((a, b) => a.name.localeCompare(b.name) || a.createdAt.localeCompare(b.createdAt)).flatMap((supplement) => {
      const perDay = days.map((day) => countDue(day, supplement.id, now));
      // A deactivated supplement plans no slots, so it has no history to show (a known limit).
      if (supplement.isActive === false) return [];
      const due = perDay.reduce((sum, day) => sum + day.planned, 0);
      const done = perDay.reduce((sum, day) => sum + day.taken, 0);
      const own = streaks(perDay);
      return [{ supplementId: supplement.id, name: supplement.name, planned: due, taken: done, percent: percentOf(due, done), currentStreak: own.current, bestStreak: own.best }];
    }),
  };
}

/** One supplement's due and taken slots of a day, counted as the day's adherence counts them. */
function countDue(day: HistoryDay, supplementId: string, now: Date): StreakDay {
  const counted = day.slots.filter((slot) => slot.supplementId === supplementId && (slot.takenAt !== null || Date.parse(slot.plannedAt) <= now.getTime()));
  return { planned: counted.length, taken: counted.filter((slot) => slot.takenAt !== null).length };
}
