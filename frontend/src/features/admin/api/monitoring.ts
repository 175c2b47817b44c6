import { supplementCountSchema } from '@regimen/domain/contracts/admin-seeding';
import { apiUsageSchema, rateLimitStatsSchema } from '@regimen/domain/contracts/monitoring';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';

// Spec 02: rate-limit stats every 5 s, API usage every 10 s, each retried once.
const RATE_LIMIT_STATS_POLL_MS = 5_000;
const API_USAGE_POLL_MS = 10_000;
/** Spec 02: the supplement count every 30 s, on the admin panel and the monitoring pages. */
const SUPPLEMENT_COUNT_POLL_MS = 30_000;

function rateLimitStatsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.admin.rateLimitStats(),
    queryFn: () => api.get('/api/admin/rate-limit-stats', rateLimitStatsSchema),
    refetchInterval: RATE_LIMIT_STATS_POLL_MS,
    retry: 1,
  });
}

function apiUsageQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.admin.apiUsage(),
    queryFn: () => api.get('/api/admin/api-usage', apiUsageSchema),
    refetchInterval: API_USAGE_POLL_MS,
    retry: 1,
  });
}

export const useRateLimitStats = () => useQuery(rateLimitStatsQueryOptions(useApi()));
export const useApiUsage = () => useQuery(apiUsageQueryOptions(useApi()));

function supplementCountQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.admin.supplementCount(),
    queryFn: () => api.get('/api/admin/supplement-count', supplementCountSchema),
    refetchInterval: SUPPLEMENT_COUNT_POLL_MS,
    retry: 1,
  });
}

export const useSupplementCount = () => useQuery(supplementCountQueryOptions(useApi()));
