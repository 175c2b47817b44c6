import { commandAcceptedSchema, type CommandAccepted } from '@regimen/domain/contracts/commands';
import type { CreateSupplementInput } from '@regimen/domain/contracts/supplements';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';

export function addSupplement(api: ApiClient, body: CreateSupplementInput): Promise<CommandAccepted> {
  return api.send('POST', '/api/supplements', body, commandAcceptedSchema);
}

export function useAddSupplement() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSupplementInput) => addSupplement(api, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.supplements.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.stats() }),
      ]),
  });
}
