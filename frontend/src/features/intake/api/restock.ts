import { commandAcceptedSchema, type CommandAccepted } from '@regimen/domain/contracts/commands';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../../../lib/api-context.tsx';
import { oncePerMutation, randomUuid } from '../../../lib/ids.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type RestockVariables = { supplementId: string; units: number };

/** "I bought 60 more": adds to the stock; the schedule and the supplement list show the new figure. */
export function useRestock() {
  const api = useApi();
  const queryClient = useQueryClient();
  const [keyFor] = useState(() => oncePerMutation((_: RestockVariables) => randomUuid()));
  return useMutation({
    mutationFn: (variables: RestockVariables): Promise<CommandAccepted> =>
      api.send('POST', `/api/supplements/${encodeURIComponent(variables.supplementId)}/restock`, { units: variables.units }, commandAcceptedSchema, {
        idempotencyKey: keyFor(variables),
      }),
    onSuccess: () =>
      Promise.all([queryKeys.schedule.all, queryKeys.supplements.all].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
