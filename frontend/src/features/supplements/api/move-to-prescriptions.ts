import { commandAcceptedSchema } from '@regimen/domain/contracts/commands';
import type { Supplement } from '@regimen/domain/contracts/supplements';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../../../lib/api-context.tsx';
import { oncePerMutation, randomUuid } from '../../../lib/ids.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { prescriptionFromSupplement } from '../model/drug-lookalike.ts';
import { invalidateAfterSupplementChange } from './invalidate-after-change.ts';

/**
 * Moves a medicine kept as a supplement to the prescriptions: adds the prescription first, then
 * removes the supplement, so a failure half-way leaves it listed twice rather than lost.
 */
export function useMoveToPrescriptions() {
  const api = useApi();
  const queryClient = useQueryClient();
  const [keysFor] = useState(() => oncePerMutation((_: Supplement) => ({ add: randomUuid(), remove: randomUuid() })));
  return useMutation({
    mutationFn: async (supplement: Supplement) => {
      const keys = keysFor(supplement);
      await api.send('POST', '/api/prescriptions', prescriptionFromSupplement(supplement), commandAcceptedSchema, { idempotencyKey: keys.add });
      return api.send('DELETE', `/api/supplements/${encodeURIComponent(supplement.id)}`, undefined, commandAcceptedSchema, {
        idempotencyKey: keys.remove,
      });
    },
    onSettled: () =>
      Promise.all([
        invalidateAfterSupplementChange(queryClient, 'removed'),
        queryClient.invalidateQueries({ queryKey: queryKeys.prescriptions.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.ai.all }),
      ]),
  });
}
