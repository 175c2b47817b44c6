import { commandAcceptedSchema, type CommandAccepted } from '@regimen/domain/contracts/commands';
import type { UpdateTakeRequest } from '@regimen/domain/contracts/takes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ApiClient, CommandOptions } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { oncePerMutation, randomUuid } from '../../../lib/ids.ts';
import { invalidateAfterTake } from './invalidate-after-take.ts';

const unmark: UpdateTakeRequest = { takenAt: null };

function unmarkTake(api: ApiClient, takeId: string, options?: CommandOptions): Promise<CommandAccepted> {
  return api.send('PATCH', `/api/supplement-takes/${encodeURIComponent(takeId)}`, unmark, commandAcceptedSchema, options);
}

export type UnmarkTakeVariables = { takeId: string };

export function useUnmarkTake() {
  const api = useApi();
  const queryClient = useQueryClient();
  const [keyFor] = useState(() => oncePerMutation((_: UnmarkTakeVariables) => randomUuid()));
  return useMutation({
    mutationFn: (variables: UnmarkTakeVariables) =>
      unmarkTake(api, variables.takeId, { idempotencyKey: keyFor(variables) }),
    onSuccess: () => invalidateAfterTake(queryClient),
  });
}
