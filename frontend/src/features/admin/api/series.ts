import { monitoringSeriesSchema } from '@regimen/domain/contracts/admin-series';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';

/** With the API usage (spec 02: every 10 s): the charts move as the figures beside them do. */
const SERIES_POLL_MS = 10_000;

function monitoringSeriesQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.admin.series(),
    queryFn: () => api.get('/api/admin/monitoring/series', monitoringSeriesSchema),
    refetchInterval: SERIES_POLL_MS,
    retry: 1,
  });
}

export const useMonitoringSeries = () => useQuery(monitoringSeriesQueryOptions(useApi()));
