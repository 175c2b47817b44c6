import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { commandResultSchema, type CommandResult } from '../../../lib/contracts-tmp.ts';
import { invalidateAfterTake } from './invalidate-after-take.ts';

export function unmarkTake(api: ApiClient, takeId: string): Promise<CommandResult> {
  return api.send('PATCH', `/api/supplement-takes/${encodeURIComponent(takeId)}`, { takenAt: null }, commandResultSchema);
}

export function useUnmarkTake() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (takeId: string) => unmarkTake(api, takeId),
    onSuccess: () => invalidateAfterTake(queryClient),
  });
}
