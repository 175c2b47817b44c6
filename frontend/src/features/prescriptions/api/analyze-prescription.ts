import { prescriptionAnalysisResponseSchema, type PrescriptionAnalysisResponse } from '@regimen/domain/contracts/ai';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';

function analyzePrescription(api: ApiClient, prescriptionId: string): Promise<PrescriptionAnalysisResponse> {
  return api.send('POST', `/api/prescriptions/${encodeURIComponent(prescriptionId)}/analyze`, undefined, prescriptionAnalysisResponseSchema);
}

/**
 * Reads nothing the user wrote, so it is a query (cached per prescription until a change to the
 * regimen invalidates the AI answers), started when the user asks for it.
 */
export function usePrescriptionAnalysis(prescriptionId: string, enabled: boolean) {
  const api = useApi();
  return useQuery({
    ...queryOptions({
      queryKey: queryKeys.prescriptions.analysis(prescriptionId),
      queryFn: () => analyzePrescription(api, prescriptionId),
    }),
    enabled,
    retry: false,
  });
}
