import { z } from 'zod';
import { isoDateTimeSchema } from '../common-schemas.ts';

/** `GET /api/admin/data-refresh/stats` (spec 02 "Refresh stats"), over the newest fresh answer of each subject. */
export const refreshStatsSchema = z.object({
  totalAnalyses: z.int().min(0),
  criticalDue: z.int().min(0),
  standardDue: z.int().min(0),
  stableDue: z.int().min(0),
  /** What refreshing every due analysis would cost at the average cost of a fresh one, e.g. "$0.0420". */
  estimatedCost: z.string().regex(/^\$\d+\.\d{4}$/),
  /** When a refresh batch last ran; null: never. */
  lastRefreshRun: isoDateTimeSchema.nullable(),
});
export type RefreshStats = z.infer<typeof refreshStatsSchema>;

export function refreshCostEstimate(due: number, averageCostUsd: number): string {
  return `$${(due * averageCostUsd).toFixed(4)}`;
}

/** Spec 02: batch sizes 5, 10, 25 or all due. */
export const refreshBatchRequestSchema = z.object({ maxAnalyses: z.union([z.literal(5), z.literal(10), z.literal(25), z.literal('all')]) });
export type RefreshBatchSize = z.infer<typeof refreshBatchRequestSchema>['maxAnalyses'];

/** Spec 02 "Batch result". */
export const refreshBatchResultSchema = z.object({
  processed: z.int().min(0),
  successful: z.int().min(0),
  failed: z.int().min(0),
  estimatedCost: z.string().regex(/^\$\d+\.\d{4}$/),
  errors: z.array(z.string()),
});
export type RefreshBatchResult = z.infer<typeof refreshBatchResultSchema>;

export const refreshInitializeResultSchema = z.object({ updated: z.int().min(0), errors: z.array(z.string()) });
