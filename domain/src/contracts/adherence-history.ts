import { z } from 'zod';
import { zoneQuerySchema } from './schedule.ts';

export const historyRanges = ['7', '30', '90'] as const;

/** `GET /api/adherence/history?days=7|30|90` plus the zone, as the schedule routes take it. */
export const adherenceHistoryQuerySchema = zoneQuerySchema.extend({
  days: z.enum(historyRanges).default('30'),
});
export type AdherenceHistoryQuery = z.infer<typeof adherenceHistoryQuerySchema>;

/** taken: within its 2-hour window (or recorded for it); late: after the window; missed: window closed untaken; open: not settled yet. */
export const historySlotStatuses = ['taken', 'late', 'missed', 'open'] as const;
export type HistorySlotStatus = (typeof historySlotStatuses)[number];

const count = z.int().min(0);
const percent = z.int().min(0).max(100).nullable();

export const historySlotSchema = z.object({
  supplementId: z.string(),
  plannedAt: z.string(),
  time: z.string(),
  takenAt: z.string().nullable(),
  status: z.enum(historySlotStatuses),
});

export const historyDaySchema = z.object({
  date: z.string(),
  planned: count,
  taken: count,
  percent,
  slots: z.array(historySlotSchema),
});

export const supplementHistorySchema = z.object({
  supplementId: z.string(),
  name: z.string(),
  planned: count,
  taken: count,
  percent,
  currentStreak: count,
  bestStreak: count,
});

export const adherenceHistorySchema = z.object({
  timeZone: z.string(),
  from: z.string(),
  to: z.string(),
  planned: count,
  taken: count,
  percent,
  /** Days in a row with every due dose taken, ending today (today only counts once complete). */
  currentStreak: count,
  bestStreak: count,
  days: z.array(historyDaySchema),
  supplements: z.array(supplementHistorySchema),
});
export type AdherenceHistory = z.infer<typeof adherenceHistorySchema>;
export type HistoryDay = z.infer<typeof historyDaySchema>;
export type HistorySlot = z.infer<typeof historySlotSchema>;
