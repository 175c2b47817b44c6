import { takeSchema, type Take } from '@regimen/domain/contracts/takes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';

const takesSchema = z.array(takeSchema);

function getTakes(api: ApiClient): Promise<Take[]> {
  return api.get('/api/supplement-takes', takesSchema);
}

export function takesQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.takes.list(),
    queryFn: () => getTakes(api),
    retryDelay: 2000,
  });
}

export function useTakes() {
  return useQuery(takesQueryOptions(useApi()));
}
