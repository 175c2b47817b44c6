import { z } from 'zod';
import { isoDateTimeSchema } from '../common-schemas.ts';

export const dashboardStatsSchema = z.object({
  activeSupplements: z.int().min(0),
  /** Today's slots not taken yet (the card's "N remaining"). */
  dueToday: z.int().min(0),
  /** Every slot planned today, taken or not. */
  plannedToday: z.int().min(0),
  interactions: z.int().min(0),
  /** Integer percent for this week; null when nothing was due yet (shown as a dash, not 0 or 100). */
  adherence: z.int().min(0).max(100).nullable(),
  /** Supplements and medicines the safety check could not recognise: the count says nothing about them. */
  notChecked: z.array(z.string()).optional(),
  /** The fraction behind the percent: "3 of 5 doses so far this week". */
  adherenceTaken: z.int().min(0),
  adherenceDue: z.int().min(0),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

export const recentActivityTypes = ['supplement_taken', 'supplement_added', 'ai_analysis'] as const;

export const recentActivityItemSchema = z.object({
  id: z.string(),
  type: z.enum(recentActivityTypes),
  supplementName: z.string(),
  /** When it happened (the spec's name, whatever the activity type). */
  takenAt: isoDateTimeSchema,
});
export type RecentActivityItem = z.infer<typeof recentActivityItemSchema>;
