import { prescriptionSchema, type Prescription } from '@regimen/domain/contracts/prescriptions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';

const prescriptionsSchema = z.array(prescriptionSchema);

function getPrescriptions(api: ApiClient): Promise<Prescription[]> {
  return api.get('/api/prescriptions', prescriptionsSchema);
}

export function prescriptionsQueryOptions(api: ApiClient) {
  return queryOptions({ queryKey: queryKeys.prescriptions.list(), queryFn: () => getPrescriptions(api) });
}

export function usePrescriptions() {
  return useQuery(prescriptionsQueryOptions(useApi()));
}
