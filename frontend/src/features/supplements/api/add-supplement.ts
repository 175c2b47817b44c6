import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { commandResultSchema, type AddSupplementBody, type CommandResult } from '../../../lib/contracts-tmp.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export function addSupplement(api: ApiClient, body: AddSupplementBody): Promise<CommandResult> {
  return api.send('POST', '/api/supplements', body, commandResultSchema);
}

export function useAddSupplement() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddSupplementBody) => addSupplement(api, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.supplements.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.stats() }),
      ]),
  });
}
