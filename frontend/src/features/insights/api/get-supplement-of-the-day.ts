import {
  supplementOfTheDayResponseSchema,
  type SupplementOfTheDayResponse,
} from '@regimen/domain/contracts/ai';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, type ApiClient } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { browserUtcOffsetMinutes } from '../../../lib/local-zone.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const ONE_DAY = 24 * 60 * 60 * 1000;

/** Null when there is none yet (the server answers null or 404): the card then asks the user to research some. */
async function getSupplementOfTheDay(
  api: ApiClient,
  utcOffsetMinutes: number,
): Promise<SupplementOfTheDayResponse | null> {
  try {
    // The day is the user's local day.
    return await api.get(
      `/api/supplement-of-the-day?utcOffset=${utcOffsetMinutes}`,
      supplementOfTheDayResponseSchema.nullable(),
    );
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Spec section 7: cached for 24 hours. */
function supplementOfTheDayQueryOptions(api: ApiClient, utcOffsetMinutes = browserUtcOffsetMinutes(new Date())) {
  return queryOptions({
    queryKey: queryKeys.ai.supplementOfTheDay(utcOffsetMinutes),
    queryFn: () => getSupplementOfTheDay(api, utcOffsetMinutes),
    staleTime: ONE_DAY,
    gcTime: ONE_DAY,
  });
}

export function useSupplementOfTheDay() {
  return useQuery(supplementOfTheDayQueryOptions(useApi()));
}
