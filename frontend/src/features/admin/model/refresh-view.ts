import type { RefreshBatchResult, RefreshBatchSize } from '@regimen/domain/contracts/admin-refresh';

/** Spec 02: batch sizes 5, 10, 25 or all due. */
export const BATCH_SIZES: readonly RefreshBatchSize[] = [5, 10, 25, 'all'];

export function batchSummary(result: RefreshBatchResult): string {
  if (result.processed === 0) return 'Nothing was due for a refresh.';
  const failures = result.failed > 0 ? `, ${result.failed} failed (${result.errors.join('; ')})` : '';
  return `Refreshed ${result.successful} of ${result.processed} analyses${failures}. Estimated cost ${result.estimatedCost}.`;
}
