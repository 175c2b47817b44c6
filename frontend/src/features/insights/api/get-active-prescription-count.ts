import { prescriptionSchema } from '@regimen/domain/contracts/prescriptions';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useApi } from '../../../lib/api-context.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';

const prescriptionsSchema = z.array(prescriptionSchema);

/**
 * How many active prescriptions the interaction check has to go on. The same key and contract as
 * the prescriptions list, so both share one cached answer (features do not import each other).
 */
export function useActivePrescriptionCount(): number | undefined {
  const api = useApi();
  const prescriptions = useQuery({
    queryKey: queryKeys.prescriptions.list(),
    queryFn: () => api.get('/api/prescriptions', prescriptionsSchema),
  });
  if (prescriptions.isError) return 0;
  return prescriptions.data?.filter((prescription) => prescription.isActive).length;
}
