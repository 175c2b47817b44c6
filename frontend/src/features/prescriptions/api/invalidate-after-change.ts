import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * A prescription is part of every safety answer: the list, the dashboard's interaction count and
 * every AI answer (interactions, suggestions, prescription analyses) read it.
 */
export function invalidateAfterPrescriptionChange(queryClient: QueryClient): Promise<unknown> {
  const keys = [queryKeys.prescriptions.all, queryKeys.dashboard.stats(), queryKeys.ai.all];
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
