import { benefitsAnalysisResponseSchema, type BenefitsAnalysisResponse } from '@regimen/domain/contracts/ai';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { retryUpTo } from '../../../lib/query-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const ONE_DAY = 24 * 60 * 60 * 1000;

/** Spec section 8: a benefits failure is logged and rethrown. */
async function analyzeBenefits(api: ApiClient, supplementId: string): Promise<BenefitsAnalysisResponse> {
  try {
    return await api.send('POST', '/api/ai/analyze-benefits', { supplementId }, benefitsAnalysisResponseSchema);
  } catch (error) {
    console.error('Benefits analysis failed', error);
    throw error;
  }
}

/** Spec section 7: cached for 24 hours, retried once (never a 4xx such as a rate limit). */
function benefitsQueryOptions(api: ApiClient, supplementId: string) {
  return queryOptions({
    queryKey: queryKeys.ai.benefits(supplementId),
    queryFn: () => analyzeBenefits(api, supplementId),
    staleTime: ONE_DAY,
    gcTime: ONE_DAY,
    retry: retryUpTo(1),
  });
}

export function useBenefitsAnalysis(supplementId: string, enabled: boolean) {
  return useQuery({ ...benefitsQueryOptions(useApi(), supplementId), enabled });
}
