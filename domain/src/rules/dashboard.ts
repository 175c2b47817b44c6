import type { DashboardStats } from '../contracts/dashboard.ts';
import { adherence, dueToday, type TakeLike } from './adherence.ts';
import { addDays, localDayOf } from './local-day.ts';
import type { SchedulableSupplement } from './schedule.ts';

export interface DashboardInput {
  readonly supplements: readonly SchedulableSupplement[];
  readonly takes: readonly TakeLike[];
  readonly now: Date;
  /** The user's zone, local minus UTC (see LocalDay). */
  readonly utcOffsetMinutes: number;
  /** Interactions found by the last analysis; computed elsewhere (AI), passed through. */
  readonly interactions: number;
  /** Names the safety check did not recognise (so the interaction count is incomplete). */
  readonly notChecked?: readonly string[];
}

/** Adherence on the dashboard is "this week": the last 7 local days, today included. */
export const ADHERENCE_WINDOW_DAYS = 7;

/** The stats strip, computed the same way by the read API and the front end's demo mode. */
export function dashboardStats(input: DashboardInput): DashboardStats {
  const { supplements, takes, now, utcOffsetMinutes, interactions, notChecked } = input;
  const today = localDayOf(now, utcOffsetMinutes);
  return {
    activeSupplements: supplements.filter((s) => s.isActive !== false && s.removed !== true).length,
    dueToday: dueToday({ supplements, takes, today }).length,
    interactions,
    adherence: adherence({
      supplements,
      takes,
      from: addDays(today.date, -(ADHERENCE_WINDOW_DAYS - 1)),
      to: today.date,
      utcOffsetMinutes,
      now,
    }).percent,
    ...(notChecked === undefined || notChecked.length === 0 ? {} : { notChecked: [...notChecked] }),
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
