import { z } from 'zod';

/** Spec 02: the research database aims at 256 supplements. */
const SEED_TARGET = 256;

/** `GET /api/admin/supplement-count`: supplements in the shared research cache against the target. */
export const supplementCountSchema = z.object({
  count: z.int().min(0),
  target: z.int().min(1),
  /** Percent of the target reached, 0-100, one decimal (the admin seeding bar). */
  progress: z.number().min(0).max(100),
  /** The same as text, e.g. "12.5%" (the monitoring pages). */
  percentage: z.string(),
});
export type SupplementCount = z.infer<typeof supplementCountSchema>;

export function supplementCount(count: number, target = SEED_TARGET): SupplementCount {
  const progress = Math.min(100, Math.round((count / target) * 1000) / 10);
  return { count, target, progress, percentage: `${progress}%` };
}

/** `POST /api/admin/seed-supplements`: a full seed (256) or, with testMode, a test seed (16). */
export const seedSupplementsRequestSchema = z.object({ testMode: z.boolean().default(false) });
const TEST_SEED_TARGET = 16;
export const seedTarget = (testMode: boolean): number => (testMode ? TEST_SEED_TARGET : SEED_TARGET);

export const seedSupplementsResponseSchema = z.object({
  success: z.boolean(),
  jobId: z.string(),
  /** Supplements this job will research: at most what the target still needs, at most what the knowledge base holds. */
  planned: z.int().min(0),
  errors: z.array(z.string()),
});

/** `GET /api/admin/seeding`: the running job (polled every 10 s while seeding). */
export const seedingStatusSchema = z.object({
  inProgress: z.boolean(),
  jobId: z.string().nullable(),
  testMode: z.boolean(),
  target: z.int().min(0),
  planned: z.int().min(0),
  seeded: z.int().min(0),
});
export type SeedingStatus = z.infer<typeof seedingStatusSchema>;
