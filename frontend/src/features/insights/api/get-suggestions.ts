import {
  supplementSuggestionsResponseSchema,
  type SupplementSuggestionsResponse,
} from '@regimen/domain/contracts/ai';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { retryUpTo } from '../../../lib/query-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const TEN_MINUTES = 10 * 60 * 1000;

function getSuggestions(api: ApiClient): Promise<SupplementSuggestionsResponse> {
  return api.get('/api/ai/supplement-suggestions', supplementSuggestionsResponseSchema);
}

/** Spec section 7: cached for 10 minutes, 2 retries (never of a 4xx such as a rate limit). */
function suggestionsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.ai.suggestions(),
    queryFn: () => getSuggestions(api),
    staleTime: TEN_MINUTES,
    gcTime: TEN_MINUTES,
    retry: retryUpTo(2),
  });
}

export function useSuggestions(enabled = true) {
  return useQuery({ ...suggestionsQueryOptions(useApi()), enabled });
}
