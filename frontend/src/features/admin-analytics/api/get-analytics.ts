import { adminAnalyticsSchema } from '@regimen/domain/contracts/admin-analytics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Day-level figures: a minute is fresh enough, and the page refetches when it regains focus. */
const ANALYTICS_STALE_MS = 60_000;

function analyticsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.adminAudit.analytics(),
    queryFn: () => api.get('/api/admin/analytics', adminAnalyticsSchema),
    staleTime: ANALYTICS_STALE_MS,
    retry: false,
  });
}

export const useAnalytics = () => useQuery(analyticsQueryOptions(useApi()));
