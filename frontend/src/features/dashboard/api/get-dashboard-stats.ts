import { dashboardStatsSchema, type DashboardStats } from '@regimen/domain/contracts/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { zoneQuery } from '../../../lib/local-zone.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** "Today" and "this week" are the user's: the read API counts them in the zone it is given. */
function getDashboardStats(api: ApiClient, zone: string): Promise<DashboardStats> {
  return api.get(`/api/dashboard/stats?${zone}`, dashboardStatsSchema);
}

export function dashboardStatsQueryOptions(api: ApiClient, zone = zoneQuery()) {
  return queryOptions({
    queryKey: queryKeys.dashboard.statsFor(zone),
    queryFn: () => getDashboardStats(api, zone),
    // The spec has the stats refetched whenever they are shown; the few seconds only keep the
    // route loader's prefetch from being fetched a second time when the dashboard mounts.
    staleTime: 10_000,
    retryDelay: 2000,
  });
}

export function useDashboardStats() {
  return useQuery(dashboardStatsQueryOptions(useApi()));
}
