import {
  interactionAnalysisResponseSchema,
  type InteractionAnalysisResponse,
} from '@regimen/domain/contracts/ai';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';

/** An analysis reads nothing the user wrote, so it is a query (cached per set of supplements), sent as a POST. */
function analyzeInteractions(
  api: ApiClient,
  supplementIds: readonly string[],
): Promise<InteractionAnalysisResponse> {
  return api.send('POST', '/api/ai/analyze-interactions', { supplementIds }, interactionAnalysisResponseSchema);
}

function interactionsQueryOptions(api: ApiClient, supplementIds: readonly string[]) {
  return queryOptions({
    queryKey: queryKeys.ai.interactions(supplementIds),
    queryFn: () => analyzeInteractions(api, supplementIds),
  });
}

/** Callers enable it only when there is something to check (canAnalyzeInteractions). */
export function useInteractionAnalysis(supplementIds: readonly string[], enabled: boolean) {
  return useQuery({
    ...interactionsQueryOptions(useApi(), supplementIds),
    enabled: enabled && supplementIds.length > 0,
  });
}
