import { takeSchema, type Take } from '@regimen/domain/contracts/takes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';

const takesSchema = z.array(takeSchema);

/** Today's schedule needs only today's takes: the last 48 hours cover "today" in every time zone. */
const RECENT_HOURS = 48;
/** The list's largest page: one request covers any realistic two days of doses. */
const PAGE_SIZE = 500;

export function recentTakesPath(now: Date): string {
  const from = new Date(now.getTime() - RECENT_HOURS * 3_600_000).toISOString();
  return `/api/supplement-takes?from=${encodeURIComponent(from)}&limit=${PAGE_SIZE}`;
}

export function getTakes(api: ApiClient, now: Date = new Date()): Promise<Take[]> {
  return api.get(recentTakesPath(now), takesSchema);
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
