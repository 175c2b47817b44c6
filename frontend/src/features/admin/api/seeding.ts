import { seedingStatusSchema, seedSupplementsResponseSchema } from '@regimen/domain/contracts/admin-seeding';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Spec 02: while seeding runs its status is polled every 10 s. */
const SEEDING_POLL_MS = 10_000;

function seedingStatusQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.admin.seeding(),
    queryFn: () => api.get('/api/admin/seeding', seedingStatusSchema),
    refetchInterval: (query) => (query.state.data?.inProgress ? SEEDING_POLL_MS : false),
    retry: 1,
  });
}

export const useSeedingStatus = () => useQuery(seedingStatusQueryOptions(useApi()));

export function useStartSeeding() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (testMode: boolean) => api.send('POST', '/api/admin/seed-supplements', { testMode }, seedSupplementsResponseSchema),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.seeding() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.supplementCount() }),
      ]),
  });
}
