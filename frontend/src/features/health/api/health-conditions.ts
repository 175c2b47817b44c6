import { commandAcceptedSchema } from '@regimen/domain/contracts/commands';
import {
  healthConditionSchema,
  type CreateHealthConditionInput,
  type HealthCondition,
  type UpdateHealthConditionInput,
} from '@regimen/domain/contracts/health-conditions';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { oncePerMutation, randomUuid } from '../../../lib/ids.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const conditionsSchema = z.array(healthConditionSchema);

export function healthConditionsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.healthConditions.list(),
    queryFn: (): Promise<HealthCondition[]> => api.get('/api/health-conditions', conditionsSchema),
  });
}

export function useHealthConditions() {
  return useQuery(healthConditionsQueryOptions(useApi()));
}

/** Conditions feed the safety checker: the dashboard count and every AI answer read them. */
function invalidateAfterConditionChange(queryClient: QueryClient): Promise<unknown> {
  const keys = [queryKeys.healthConditions.all, queryKeys.dashboard.stats(), queryKeys.ai.all];
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** Pass a fresh body object per submit: a retry of that submit reuses its Idempotency-Key. */
export function useAddHealthCondition() {
  const api = useApi();
  const queryClient = useQueryClient();
  const [keyFor] = useState(() => oncePerMutation((_: CreateHealthConditionInput) => randomUuid()));
  return useMutation({
    mutationFn: (body: CreateHealthConditionInput) =>
      api.send('POST', '/api/health-conditions', body, commandAcceptedSchema, { idempotencyKey: keyFor(body) }),
    onSuccess: () => invalidateAfterConditionChange(queryClient),
  });
}

export function useRemoveHealthCondition() {
  const api = useApi();
  const queryClient = useQueryClient();
  const [keyFor] = useState(() => oncePerMutation((_: { id: string }) => randomUuid()));
  return useMutation({
    mutationFn: (variables: { id: string }) =>
      api.send('DELETE', `/api/health-conditions/${encodeURIComponent(variables.id)}`, undefined, commandAcceptedSchema, {
        idempotencyKey: keyFor(variables),
      }),
    onSuccess: () => invalidateAfterConditionChange(queryClient),
  });
}

/** An edit sends the whole form; the server records only the fields that changed. */
export function useUpdateHealthCondition() {
  const api = useApi();
  const queryClient = useQueryClient();
  const [keyFor] = useState(() => oncePerMutation((_: { id: string; body: UpdateHealthConditionInput }) => randomUuid()));
  return useMutation({
    mutationFn: (variables: { id: string; body: UpdateHealthConditionInput }) =>
      api.send('PUT', `/api/health-conditions/${encodeURIComponent(variables.id)}`, variables.body, commandAcceptedSchema, {
        idempotencyKey: keyFor(variables),
      }),
    onSuccess: () => invalidateAfterConditionChange(queryClient),
  });
}
