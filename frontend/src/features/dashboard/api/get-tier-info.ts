import { tierInfoSchema, type TierInfo } from '@regimen/domain/contracts/tiers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';

function getTierInfo(api: ApiClient): Promise<TierInfo> {
  return api.get('/api/tiers/tier-info', tierInfoSchema);
}

/** Spec section 7: no retry; without an answer the card falls back to the Free Plan. */
export function tierInfoQueryOptions(api: ApiClient) {
  return queryOptions({ queryKey: queryKeys.tiers.info(), queryFn: () => getTierInfo(api), retry: false });
}

export function useTierInfo() {
  return useQuery(tierInfoQueryOptions(useApi()));
}
