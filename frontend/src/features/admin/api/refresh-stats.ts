import { refreshStatsSchema } from '@regimen/domain/contracts/admin-refresh';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Spec 02: refresh statistics are polled every 30 s. */
const REFRESH_STATS_POLL_MS = 30_000;

function refreshStatsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.admin.refreshStats(),
    queryFn: () => api.get('/api/admin/data-refresh/stats', refreshStatsSchema),
    refetchInterval: REFRESH_STATS_POLL_MS,
    retry: 1,
  });
}

export const useRefreshStats = () => useQuery(refreshStatsQueryOptions(useApi()));
