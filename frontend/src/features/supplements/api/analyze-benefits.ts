import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { benefitsAnalysisSchema, type BenefitsAnalysis } from '../../../lib/contracts/ai.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const ONE_DAY = 24 * 60 * 60 * 1000;

export function analyzeBenefits(api: ApiClient, supplementId: string): Promise<BenefitsAnalysis> {
  return api.send('POST', '/api/ai/analyze-benefits', { supplementId }, benefitsAnalysisSchema);
}

/** Spec section 7: cached for 24 hours, retried once. */
export function benefitsQueryOptions(api: ApiClient, supplementId: string) {
  return queryOptions({
    queryKey: queryKeys.ai.benefits(supplementId),
    queryFn: () => analyzeBenefits(api, supplementId),
    staleTime: ONE_DAY,
    gcTime: ONE_DAY,
  });
}

export function useBenefitsAnalysis(supplementId: string, enabled: boolean) {
  return useQuery({ ...benefitsQueryOptions(useApi(), supplementId), enabled });
}
