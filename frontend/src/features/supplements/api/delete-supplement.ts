import { commandAcceptedSchema, type CommandAccepted } from '@regimen/domain/contracts/commands';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ApiClient, CommandOptions } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { oncePerMutation, randomUuid } from '../../../lib/ids.ts';
import { invalidateAfterSupplementChange } from './invalidate-after-change.ts';

function deleteSupplement(api: ApiClient, id: string, options?: CommandOptions): Promise<CommandAccepted> {
  return api.send('DELETE', `/api/supplements/${encodeURIComponent(id)}`, undefined, commandAcceptedSchema, options);
}

export type DeleteSupplementVariables = { id: string };

export function useDeleteSupplement() {
  const api = useApi();
  const queryClient = useQueryClient();
  const [keyFor] = useState(() => oncePerMutation((_: DeleteSupplementVariables) => randomUuid()));
  return useMutation({
    mutationFn: (variables: DeleteSupplementVariables) =>
      deleteSupplement(api, variables.id, { idempotencyKey: keyFor(variables) }),
    onSuccess: () => invalidateAfterSupplementChange(queryClient, 'removed'),
  });
}
