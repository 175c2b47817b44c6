import { supplementSchema, type Supplement } from '@regimen/domain/contracts/supplements';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';

const supplementsSchema = z.array(supplementSchema);

function getSupplements(api: ApiClient): Promise<Supplement[]> {
  return api.get('/api/supplements', supplementsSchema);
}

export function supplementsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.supplements.list(),
    queryFn: () => getSupplements(api),
    retryDelay: 2000,
  });
}

export function useSupplements() {
  return useQuery(supplementsQueryOptions(useApi()));
}
