import { todayScheduleSchema, type TodaySchedule } from '@regimen/domain/contracts/schedule';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { zoneQuery } from '../../../lib/local-zone.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

function getTodaySchedule(api: ApiClient, zone: string): Promise<TodaySchedule> {
  return api.get(`/api/schedule/today?${zone}`, todayScheduleSchema);
}

export function todayScheduleQueryOptions(api: ApiClient, zone = zoneQuery()) {
  return queryOptions({
    queryKey: queryKeys.schedule.today(zone),
    queryFn: () => getTodaySchedule(api, zone),
    // Slot states move with the clock (upcoming, due, overdue): a minute is as fresh as they get.
    refetchInterval: 60_000,
    retryDelay: 2000,
  });
}

export function useTodaySchedule() {
  return useQuery(todayScheduleQueryOptions(useApi()));
}
