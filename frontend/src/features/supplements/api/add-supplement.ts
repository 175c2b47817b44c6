import { commandAcceptedSchema, type CommandAccepted } from '@regimen/domain/contracts/commands';
import type { CreateSupplementInput } from '@regimen/domain/contracts/supplements';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ApiClient, CommandOptions } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { oncePerMutation, randomUuid } from '../../../lib/ids.ts';
import { invalidateAfterSupplementChange } from './invalidate-after-change.ts';

function addSupplement(
  api: ApiClient,
  body: CreateSupplementInput,
  options?: CommandOptions,
): Promise<CommandAccepted> {
  return api.send('POST', '/api/supplements', body, commandAcceptedSchema, options);
}

/** Pass a fresh body object per submit: a retry of that submit reuses its Idempotency-Key. */
export function useAddSupplement() {
  const api = useApi();
  const queryClient = useQueryClient();
  const [keyFor] = useState(() => oncePerMutation((_: CreateSupplementInput) => randomUuid()));
  return useMutation({
    mutationFn: (body: CreateSupplementInput) => addSupplement(api, body, { idempotencyKey: keyFor(body) }),
    onSuccess: () => invalidateAfterSupplementChange(queryClient, 'added'),
  });
}
