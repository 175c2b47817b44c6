import { projectionsOverviewSchema, rebuildRunsSchema, rebuildStartedSchema, type RebuildRun } from '@regimen/domain/contracts/admin-audit';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';

/** While a run is going the page polls once a second (its progress bar); otherwise every 10 s. */
const pollWhile = (running: boolean): number => (running ? 1_000 : 10_000);

export function rebuildRunsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.adminAudit.rebuilds(),
    queryFn: () => api.get('/api/admin/rebuilds?limit=20', rebuildRunsSchema),
    refetchInterval: (query) => pollWhile((query.state.data?.runs ?? []).some((run: RebuildRun) => run.status === 'running')),
    retry: false,
  });
}

export function projectionsQueryOptions(api: ApiClient, fast: boolean) {
  return queryOptions({
    queryKey: queryKeys.adminAudit.projections(),
    queryFn: () => api.get('/api/admin/projections?deadLettersLimit=1', projectionsOverviewSchema),
    refetchInterval: pollWhile(fast),
    retry: false,
  });
}

export function useStartRebuild() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string | null) =>
      api.send('POST', name === null ? '/api/admin/projections/rebuild' : `/api/admin/projections/${encodeURIComponent(name)}/rebuild`, undefined, rebuildStartedSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.adminAudit.rebuilds() }),
  });
}
