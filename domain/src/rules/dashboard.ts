import type { DashboardStats } from '../contracts/dashboard.ts';
import { adherence, daySchedule, type TakeLike } from './adherence.ts';
import { addDays, localDateOf, type Zone } from './local-day.ts';
import type { SchedulableSupplement } from './schedule.ts';

export interface DashboardInput {
  readonly supplements: readonly SchedulableSupplement[];
  readonly takes: readonly TakeLike[];
  readonly now: Date;
  /** The user's zone (IANA name, or a fixed offset as the fallback). */
  readonly zone: Zone;
  /** Interactions found by the last analysis; computed elsewhere (AI), passed through. */
  readonly interactions: number;
  /** Names the safety check did not recognise (so the interaction count is incomplete). */
  readonly notChecked?: readonly string[];
}

/** Adherence on the dashboard is "this week": the last 7 local days, today included. */
export const ADHERENCE_WINDOW_DAYS = 7;

/** The stats strip, computed the same way by the read API and the front end's demo mode. */
export function dashboardStats(input: DashboardInput): DashboardStats {
  const { supplements, takes, now, zone, interactions, notChecked } = input;
  const today = localDateOf(now, zone);
  const schedule = daySchedule({ supplements, takes, now, zone });
  const week = adherence({ supplements, takes, now, zone, from: addDays(today, -(ADHERENCE_WINDOW_DAYS - 1)), to: today });
  return {
    activeSupplements: supplements.filter((s) => s.isActive !== false && s.removed !== true).length,
    dueToday: schedule.remaining,
    plannedToday: schedule.slots.length,
    interactions,
    adherence: week.percent,
    adherenceTaken: week.taken,
    adherenceDue: week.planned,
    // In name order, so the server's and the demo's lists read the same whatever order they were found in.
    ...(notChecked === undefined || notChecked.length === 0 ? {} : { notChecked: [...notChecked].sort((a, b) => a.localeCompare(b, 'en', { numeric: true })) }),
  };
}

export type AdherenceLabel = 'Excellent' | 'Good' | 'Needs improvement';

export function adherenceLabel(percent: number): AdherenceLabel {
  if (percent >= 90) return 'Excellent';
  if (percent >= 70) return 'Good';
  return 'Needs improvement';
}

/** Spec: the "change from last month" on the Active Supplements card. */
export function changeFromLastMonth(activeSupplements: number): number {
  return Math.max(0, activeSupplements - 10);
}
