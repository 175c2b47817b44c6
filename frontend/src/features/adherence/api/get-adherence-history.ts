import { adherenceHistorySchema, type AdherenceHistory } from '@regimen/domain/contracts/adherence-history';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { zoneQuery } from '../../../lib/local-zone.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type HistoryRange = '7' | '30' | '90';

function getAdherenceHistory(api: ApiClient, days: HistoryRange, zone: string): Promise<AdherenceHistory> {
  return api.get(`/api/adherence/history?days=${days}&${zone}`, adherenceHistorySchema);
}

function adherenceHistoryQueryOptions(api: ApiClient, days: HistoryRange, zone = zoneQuery()) {
  return queryOptions({
    queryKey: queryKeys.adherence.history(days, zone),
    queryFn: () => getAdherenceHistory(api, days, zone),
    retryDelay: 2000,
  });
}

export function useAdherenceHistory(days: HistoryRange) {
  return useQuery(adherenceHistoryQueryOptions(useApi(), days));
}
