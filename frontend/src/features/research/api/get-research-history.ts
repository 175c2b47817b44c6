import { researchHistorySchema, type ResearchHistoryEntry } from '@regimen/domain/contracts/ai';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';

function getResearchHistory(api: ApiClient): Promise<ResearchHistoryEntry[]> {
  return api.get('/api/research/history', researchHistorySchema);
}

function researchHistoryQueryOptions(api: ApiClient) {
  return queryOptions({ queryKey: queryKeys.research.history(), queryFn: () => getResearchHistory(api) });
}

export function useResearchHistory(enabled: boolean) {
  return useQuery({ ...researchHistoryQueryOptions(useApi()), enabled });
}
