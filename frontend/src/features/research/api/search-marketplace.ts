import { marketplaceSearchResponseSchema, type MarketplaceSearchResponse } from '@regimen/domain/contracts/research';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';

/** A search changes nothing, so it is a query per name, sent as a POST (spec 02). */
function searchMarketplace(api: ApiClient, supplementName: string): Promise<MarketplaceSearchResponse> {
  return api.send('POST', '/api/amazon/search', { supplementName }, marketplaceSearchResponseSchema);
}

export function useMarketplaceSearch(supplementName: string) {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.research.marketplace(supplementName),
    queryFn: () => searchMarketplace(api, supplementName),
    enabled: supplementName.trim() !== '',
    staleTime: 10 * 60 * 1000,
  });
}
