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

export type RecordTakeVariables = { supplementId: string };

/** Marks a supplement taken now: planned and taken at the instant of the click, retries included. */
export function useRecordTake() {
  const api = useApi();
  const queryClient = useQueryClient();
  const [prepare] = useState(() =>
    oncePerMutation(({ supplementId }: RecordTakeVariables) => {
      const now = new Date().toISOString();
      return { body: { supplementId, plannedAt: now, takenAt: now }, idempotencyKey: randomUuid() };
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
