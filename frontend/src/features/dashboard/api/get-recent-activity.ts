import { recentActivityItemSchema, type RecentActivityItem } from '@regimen/domain/contracts/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';

const recentActivitySchema = z.array(recentActivityItemSchema);

function getRecentActivity(api: ApiClient): Promise<RecentActivityItem[]> {
  return api.get('/api/dashboard/recent-activity', recentActivitySchema);
}

export function recentActivityQueryOptions(api: ApiClient) {
  return queryOptions({ queryKey: queryKeys.dashboard.recentActivity(), queryFn: () => getRecentActivity(api) });
}

export function useRecentActivity() {
  return useQuery(recentActivityQueryOptions(useApi()));
}
