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
