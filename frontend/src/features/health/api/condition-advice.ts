import { commandAcceptedSchema } from '@regimen/domain/contracts/commands';
import {
  conditionDescriptionResponseSchema,
  conditionRecommendationsResponseSchema,
  type ConditionDescriptionResponse,
  type ConditionRecommendationsResponse,
} from '@regimen/domain/contracts/health-condition-insights';
import type { CreateSupplementInput } from '@regimen/domain/contracts/supplements';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { oncePerMutation, randomUuid } from '../../../lib/ids.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const HOUR_MS = 3_600_000;

/** A refusal (4xx) will not change on a retry; a server or network failure may. */
const retryTwice = (failureCount: number, error: unknown): boolean => failureCount < 2 && !(error instanceof ApiError && error.status < 500);

/**
 * The description card's answer: asked for only once the user generates it (`enabled`), then kept
 * 24 h fresh and 7 days in memory (spec section 9), so coming back shows it without a new request.
 */
export function useConditionDescription(name: string, enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.conditionReferences.description(name),
    queryFn: (): Promise<ConditionDescriptionResponse> =>
      api.send('POST', `/api/health-condition-references/${encodeURIComponent(name.trim())}/generate-description`, undefined, conditionDescriptionResponseSchema),
    enabled,
    staleTime: 24 * HOUR_MS,
    gcTime: 7 * 24 * HOUR_MS,
    retry: false,
  });
}

/**
 * Recommendations for a condition, retried twice (spec). The server caches them an hour keyed by
 * the regimen they were screened against, so the dialog asks again on every opening (no stale
 * screening after a supplement or prescription changed) at the cost of a cache hit.
 */
export function useConditionRecommendations(conditionId: string) {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.healthConditions.recommendations(conditionId),
    queryFn: (): Promise<ConditionRecommendationsResponse> =>
      api.send('POST', `/api/health-conditions/${encodeURIComponent(conditionId)}/recommendations`, undefined, conditionRecommendationsResponseSchema),
    staleTime: 0,
    retry: retryTwice,
  });
}

/** "Add to My Supplements" from a recommendation: one POST; the server's usual checks (duplicates, plan limit, safety) run. */
export function useAddRecommendedSupplement(conditionId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [keyFor] = useState(() => oncePerMutation((_: CreateSupplementInput) => randomUuid()));
  return useMutation({
    mutationFn: (body: CreateSupplementInput) => api.send('POST', '/api/supplements', body, commandAcceptedSchema, { idempotencyKey: keyFor(body) }),
    onSuccess: () =>
      Promise.all(
        [
          queryKeys.supplements.all,
          queryKeys.dashboard.stats(),
          queryKeys.dashboard.recentActivity(),
          queryKeys.schedule.all,
          queryKeys.tiers.info(),
          // "Already taking" marks and the screening now include the new supplement.
          queryKeys.healthConditions.recommendations(conditionId),
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
