import { commandAcceptedSchema, type CommandAccepted } from '@regimen/domain/contracts/commands';
import type { RecordTakeInput } from '@regimen/domain/contracts/takes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { invalidateAfterTake } from './invalidate-after-take.ts';

export function recordTake(api: ApiClient, body: RecordTakeInput): Promise<CommandAccepted> {
  return api.send('POST', '/api/supplement-takes', body, commandAcceptedSchema);
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
