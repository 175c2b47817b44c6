import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { commandResultSchema, type CommandResult, type RecordTakeBody } from '../../../lib/contracts-tmp.ts';
import { invalidateAfterTake } from './invalidate-after-take.ts';

export function recordTake(api: ApiClient, body: RecordTakeBody): Promise<CommandResult> {
  return api.send('POST', '/api/supplement-takes', body, commandResultSchema);
}

/** Marks a supplement taken now: planned and taken at the same instant. */
export function useRecordTake() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (supplementId: string) => {
      const now = new Date().toISOString();
      return recordTake(api, { supplementId, plannedAt: now, takenAt: now });
    },
    onSuccess: () => invalidateAfterTake(queryClient),
  });
}
