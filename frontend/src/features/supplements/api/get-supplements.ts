import { supplementSchema, type Supplement } from '@regimen/domain/contracts/supplements';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { zoneQuery } from '../../../lib/local-zone.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const supplementsSchema = z.array(supplementSchema);

// The zone makes the server's derived next due times the user's (the saved zone wins there).
function getSupplements(api: ApiClient, zone: string): Promise<Supplement[]> {
  return api.get(`/api/supplements?${zone}`, supplementsSchema);
}

export function supplementsQueryOptions(api: ApiClient, zone = zoneQuery()) {
  return queryOptions({
    queryKey: queryKeys.supplements.list(zone),
    queryFn: () => getSupplements(api, zone),
    retryDelay: 2000,
  });
}

export function useSupplements() {
  return useQuery(supplementsQueryOptions(useApi()));
}
