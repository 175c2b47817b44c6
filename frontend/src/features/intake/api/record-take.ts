import { commandAcceptedSchema, type CommandAccepted } from '@regimen/domain/contracts/commands';
import type { RecordTakeInput } from '@regimen/domain/contracts/takes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ApiClient, CommandOptions } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { oncePerMutation, randomUuid } from '../../../lib/ids.ts';
import { invalidateAfterTake } from './invalidate-after-take.ts';

function recordTake(api: ApiClient, body: RecordTakeInput, options?: CommandOptions): Promise<CommandAccepted> {
  return api.send('POST', '/api/supplement-takes', body, commandAcceptedSchema, options);
}

/** `plannedAt` is the slot being ticked; without one (an as-needed dose) the dose is planned now. */
export type RecordTakeVariables = { supplementId: string; plannedAt?: string };

/** Marks a dose taken now (the instant of the click, retries included) for its slot. */
export function useRecordTake() {
  const api = useApi();
  const queryClient = useQueryClient();
  const [prepare] = useState(() =>
    oncePerMutation(({ supplementId, plannedAt }: RecordTakeVariables) => {
      const now = new Date().toISOString();
      return { body: { supplementId, plannedAt: plannedAt ?? now, takenAt: now }, idempotencyKey: randomUuid() };
    }),
  );
  return useMutation({
    mutationFn: (variables: RecordTakeVariables) => {
      const { body, idempotencyKey } = prepare(variables);
      return recordTake(api, body, { idempotencyKey });
    },
    onSuccess: () => invalidateAfterTake(queryClient),
  });
}
