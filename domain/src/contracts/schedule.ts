import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from '../common-schemas.ts';
import { isTimeZone, type Zone } from '../rules/local-day.ts';

export const slotStates = ['taken', 'due', 'overdue', 'upcoming'] as const;

export const scheduleSlotSchema = z.object({
  supplementId: idSchema,
  supplementName: z.string(),
  dosage: z.string(),
  timing: z.string(),
  /** The slot's instant: what a take marked from this slot records as plannedAt. */
  plannedAt: isoDateTimeSchema,
  /** Local wall-clock time, `HH:MM`. */
  time: z.string(),
  state: z.enum(slotStates),
  /** The take that settles the slot (the one to unmark); null while open. */
  takeId: idSchema.nullable(),
  takenAt: isoDateTimeSchema.nullable(),
  /** Stock left and whether it ran out: a dose taken at zero stock is recorded and flagged. */
  currentStock: z.int().nullable(),
  lowStock: z.boolean(),
  /** From the last 14 days of takes, or the plan: "runs out in 9 days (3 Dec)"; null when stock is not tracked. */
  runsOut: z.string().nullable(),
  /** The supplement's active course and today's day of it: "Ashwagandha · day 12 of 30". */
  course: z.string().nullable(),
  /** A proposed time that keeps the minimum gap to a partner, with why: "Take calcium at 12:00 — 4 h after levothyroxine". */
  spacing: z.string().nullable().optional(),
});
export type ScheduleSlot = z.infer<typeof scheduleSlotSchema>;

export const adherenceSummarySchema = z.object({
  planned: z.int().min(0),
  taken: z.int().min(0),
  percent: z.int().min(0).max(100).nullable(),
});

export const todayScheduleSchema = z.object({
  /** The user's local date, `YYYY-MM-DD`. */
  date: z.string(),
  /** The zone the day was counted in: an IANA name, or a fixed offset such as `+01:00`. */
  timeZone: z.string(),
  slots: z.array(scheduleSlotSchema),
  /** Slots not taken yet (Due Today's "N remaining"). */
  remaining: z.int().min(0),
  /** Today's slots already due, and how many of them were taken. */
  adherence: adherenceSummarySchema,
});
export type TodaySchedule = z.infer<typeof todayScheduleSchema>;

const MAX_ZONE_NAME = 64;

/**
 * How a caller names its zone: `timeZone` (IANA, what the browser reports) wins; `utcOffset`
 * (minutes, local minus UTC) stays as the fallback for older callers; neither means UTC.
 */
export const zoneQuerySchema = z.object({
  timeZone: z.string().max(MAX_ZONE_NAME).refine(isTimeZone, { message: 'Unknown time zone' }).optional(),
  utcOffset: z.coerce.number().int().min(-840).max(840).optional(),
});
export type ZoneQuery = z.infer<typeof zoneQuerySchema>;

/** The zone a request means: the user's saved zone first, then what the request says. */
export function zoneOf(query: ZoneQuery, saved: string | null = null): Zone {
  return saved ?? query.timeZone ?? query.utcOffset ?? 0;
}

/** A zone as text: IANA names as they are, offsets as `+HH:MM`. */
export function zoneName(zone: Zone): string {
  if (typeof zone === 'string') return zone;
  const sign = zone < 0 ? '-' : '+';
  const minutes = Math.abs(zone);
  return `${sign}${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
