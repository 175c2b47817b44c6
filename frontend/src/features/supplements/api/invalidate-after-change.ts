import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';

type Change = 'added' | 'updated' | 'removed';

/**
 * What a change to the cabinet makes stale (spec section 7: the list and the stats), plus the
 * reads that show the same facts: a new supplement is recent activity, and the count is plan usage.
 */
export function invalidateAfterSupplementChange(queryClient: QueryClient, change: Change): Promise<unknown> {
  // Today's Schedule lists the supplements' slots and stock, so every change reaches it too.
  const keys: (readonly unknown[])[] = [queryKeys.supplements.all, queryKeys.dashboard.stats(), queryKeys.schedule.all];
  if (change === 'added') keys.push(queryKeys.dashboard.recentActivity());
  if (change !== 'updated') keys.push(queryKeys.tiers.info());
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
