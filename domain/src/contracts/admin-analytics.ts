import { z } from 'zod';
import { adherenceBuckets, ADHERENCE_WINDOW_DAYS, MIN_GROUP_SIZE } from '../analytics/analytics-rules.ts';
import { calendarDateSchema } from '../common-schemas.ts';
import { severities } from '../knowledge/knowledge-schema.ts';
import { tiers } from '../rules/tier-names.ts';

/** Days of the daily series (active users, doses logged), ending with `asOf`. */
export const ANALYTICS_DAYS = 30;

/** `GET /api/admin/analytics?asOf=YYYY-MM-DD` (default: today, UTC). */
export const adminAnalyticsQuerySchema = z.object({ asOf: calendarDateSchema.optional() });

/** A number of users, or null: between 1 and 4 users, shown as "fewer than 5" (never their figure). */
const userCount = z.int().min(0).nullable();

export const adminAnalyticsSchema = z.object({
  asOf: z.iso.date(),
  minGroupSize: z.int().min(MIN_GROUP_SIZE),
  windowDays: z.int().min(1).max(ADHERENCE_WINDOW_DAYS),
  /** Accounts not deleted, and those of them who recorded anything in the window. */
  totals: z.object({ users: userCount, activeUsers: userCount }),
  /** Every UTC day of the last `ANALYTICS_DAYS`, oldest first; doses are null when the day's users are. */
  daily: z.array(z.object({ day: z.iso.date(), activeUsers: userCount, dosesLogged: z.int().nullable() })),
  adherence: z.array(z.object({ bucket: z.enum(adherenceBuckets.map((b) => b.bucket)), users: userCount })),
  /** Most-used names (active supplements), each used by at least `minGroupSize` users, most used first. */
  topSupplements: z.array(z.object({ name: z.string(), users: z.int().min(MIN_GROUP_SIZE) })),
  /** Names in use by fewer than `minGroupSize` users each: counted, never named. */
  rareSupplementNames: z.int().min(0),
  /** Users with at least one current safety finding of each severity, and how many findings. */
  safetyFindings: z.array(z.object({ severity: z.enum(severities), users: userCount, findings: z.int().min(0).nullable() })),
  tiers: z.array(z.object({ tier: z.enum(tiers), users: userCount })),
});
export type AdminAnalytics = z.infer<typeof adminAnalyticsSchema>;
