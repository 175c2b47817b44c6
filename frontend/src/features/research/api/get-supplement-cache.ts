import { supplementCacheSchema, type SupplementCache } from '@regimen/domain/contracts/ai';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Spec 02 section 7: stale after 5 minutes. */
const FIVE_MINUTES = 5 * 60 * 1000;

function getSupplementCache(api: ApiClient): Promise<SupplementCache> {
  return api.get('/api/supplement-cache', supplementCacheSchema);
}

export function supplementCacheQueryOptions(api: ApiClient) {
  return queryOptions({ queryKey: queryKeys.research.cache(), queryFn: () => getSupplementCache(api), staleTime: FIVE_MINUTES });
}

export function useSupplementCache() {
  return useQuery(supplementCacheQueryOptions(useApi()));
}
