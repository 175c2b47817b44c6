import { refreshBatchResultSchema, refreshInitializeResultSchema, refreshStatsSchema, type RefreshBatchSize } from '@regimen/domain/contracts/admin-refresh';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

export function useRefreshActions() {
  const api = useApi();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.refreshStats() });
  return {
    initialize: useMutation({
      mutationFn: () => api.send('POST', '/api/admin/data-refresh/initialize', undefined, refreshInitializeResultSchema),
      onSuccess: refresh,
    }),
    batch: useMutation({
      mutationFn: (maxAnalyses: RefreshBatchSize) => api.send('POST', '/api/admin/data-refresh/batch', { maxAnalyses }, refreshBatchResultSchema),
      onSuccess: refresh,
    }),
  };
}
