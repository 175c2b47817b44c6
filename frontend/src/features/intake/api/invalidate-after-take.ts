import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';

/** A take changes the take list, today's schedule, stock (the supplements), the stats, the recent activity and the adherence history. */
export function invalidateAfterTake(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.takes.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.stats() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.recentActivity() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.schedule.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.supplements.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.adherence.all }),
  ]);
}
