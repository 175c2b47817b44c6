import { commandAcceptedSchema } from '@regimen/domain/contracts/commands';
import type { CreateSupplementInput } from '@regimen/domain/contracts/supplements';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../../../lib/api-context.tsx';
import { oncePerMutation, randomUuid } from '../../../lib/ids.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * Adds a researched supplement to the user's own (POST /api/supplements). Refreshes what a new
 * supplement changes: the list, the dashboard's stats and activity, and plan usage.
 */
export function useAddResearchedSupplement() {
  const api = useApi();
  const queryClient = useQueryClient();
  const [keyFor] = useState(() => oncePerMutation((_: CreateSupplementInput) => randomUuid()));
  return useMutation({
    mutationFn: (body: CreateSupplementInput) =>
      api.send('POST', '/api/supplements', body, commandAcceptedSchema, { idempotencyKey: keyFor(body) }),
    onSuccess: () =>
      Promise.all(
        [queryKeys.supplements.all, queryKeys.dashboard.stats(), queryKeys.dashboard.recentActivity(), queryKeys.tiers.info()].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
