import { commandAcceptedSchema, type CommandAccepted } from '@regimen/domain/contracts/commands';
import type { UpdateTakeRequest } from '@regimen/domain/contracts/takes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { invalidateAfterTake } from './invalidate-after-take.ts';

const unmark: UpdateTakeRequest = { takenAt: null };

export function unmarkTake(api: ApiClient, takeId: string): Promise<CommandAccepted> {
  return api.send('PATCH', `/api/supplement-takes/${encodeURIComponent(takeId)}`, unmark, commandAcceptedSchema);
}

export function useUnmarkTake() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (takeId: string) => unmarkTake(api, takeId),
    onSuccess: () => invalidateAfterTake(queryClient),
  });
}
