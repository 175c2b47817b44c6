import { commandAcceptedSchema, type CommandAccepted } from '@regimen/domain/contracts/commands';
import type { UpdateSupplementInput } from '@regimen/domain/contracts/supplements';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ApiClient, CommandOptions } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { oncePerMutation, randomUuid } from '../../../lib/ids.ts';
import { invalidateAfterSupplementChange } from './invalidate-after-change.ts';

/** A partial update: only the fields given change (notes alone is fine). */
function updateSupplement(
  api: ApiClient,
  id: string,
  changes: UpdateSupplementInput,
  options?: CommandOptions,
): Promise<CommandAccepted> {
  return api.send('PUT', `/api/supplements/${encodeURIComponent(id)}`, changes, commandAcceptedSchema, options);
}

export type UpdateSupplementVariables = { id: string; changes: UpdateSupplementInput };

export function useUpdateSupplement() {
  const api = useApi();
  const queryClient = useQueryClient();
  const [keyFor] = useState(() => oncePerMutation((_: UpdateSupplementVariables) => randomUuid()));
  return useMutation({
    mutationFn: (variables: UpdateSupplementVariables) =>
      updateSupplement(api, variables.id, variables.changes, { idempotencyKey: keyFor(variables) }),
    onSuccess: () => invalidateAfterSupplementChange(queryClient, 'updated'),
  });
}
