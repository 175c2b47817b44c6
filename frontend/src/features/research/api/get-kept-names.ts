import { supplementSchema } from '@regimen/domain/contracts/supplements';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useApi } from '../../../lib/api-context.tsx';
import { zoneQuery } from '../../../lib/local-zone.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The user's supplement names, from the same cached list the supplements screen reads (same key, same contract). */
export function useKeptNames(): readonly string[] {
  const api = useApi();
  const zone = zoneQuery();
  const list = useQuery({
    queryKey: queryKeys.supplements.list(zone),
    queryFn: () => api.get(`/api/supplements?${zone}`, z.array(supplementSchema)),
    select: (supplements) => supplements.map((supplement) => supplement.name),
  });
  return list.data ?? [];
}
