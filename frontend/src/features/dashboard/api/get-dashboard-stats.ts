import { dashboardStatsSchema, type DashboardStats } from '@regimen/domain/contracts/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';

export function getDashboardStats(api: ApiClient): Promise<DashboardStats> {
  return api.get('/api/dashboard/stats', dashboardStatsSchema);
}

export function dashboardStatsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.dashboard.stats(),
    queryFn: () => getDashboardStats(api),
    // The spec has the stats refetched whenever they are shown; the few seconds only keep the
    // route loader's prefetch from being fetched a second time when the dashboard mounts.
    staleTime: 10_000,
    retryDelay: 2000,
  });
}

export function useDashboardStats() {
  return useQuery(dashboardStatsQueryOptions(useApi()));
}
