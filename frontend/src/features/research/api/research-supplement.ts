import { researchResponseSchema, type ResearchResponse } from '@regimen/domain/contracts/ai';
import { unknownResearchProblemSchema } from '@regimen/domain/contracts/research';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, type ApiClient } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';

/** What a research call answers: the result, or (a name the knowledge base does not know) the nearest known names. */
export type ResearchOutcome =
  | { kind: 'found'; result: ResearchResponse }
  | { kind: 'unknown'; query: string; message: string; closestNames: readonly string[] };

async function researchSupplement(api: ApiClient, supplementName: string): Promise<ResearchOutcome> {
  try {
    const result = await api.send('POST', '/api/research', { supplementName }, researchResponseSchema);
    return { kind: 'found', result };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 404) throw error;
    const problem = unknownResearchProblemSchema.safeParse(JSON.parse(error.body || 'null'));
    if (!problem.success) throw error;
    return { kind: 'unknown', query: supplementName.trim(), message: problem.data.detail, closestNames: problem.data.closestNames };
  }
}

/** A research is new history and may be a new cache entry: only those two reads are refreshed. */
export function useResearchSupplement() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (supplementName: string) => researchSupplement(api, supplementName),
    onSuccess: (outcome) => {
      if (outcome.kind !== 'found') return;
      void queryClient.invalidateQueries({ queryKey: queryKeys.research.history() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.research.cache() });
    },
  });
}
