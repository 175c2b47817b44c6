import { adminUsersPageSchema, ADMIN_USERS_PAGE_SIZE, userStatsSchema } from '@regimen/domain/contracts/admin-users';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';

export type UserListQuery = { page: number; search: string; includeBlocked: boolean };

function adminUsersQueryOptions(api: ApiClient, query: UserListQuery) {
  const params = new URLSearchParams({ page: String(query.page), limit: String(ADMIN_USERS_PAGE_SIZE), includeBlocked: String(query.includeBlocked) });
  if (query.search.trim() !== '') params.set('search', query.search.trim());
  return queryOptions({
    queryKey: queryKeys.admin.userList(query),
    queryFn: () => api.get(`/api/admin/users?${params}`, adminUsersPageSchema),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useAdminUsers(query: UserListQuery) {
  return useQuery(adminUsersQueryOptions(useApi(), query));
}

function userStatsQueryOptions(api: ApiClient) {
  return queryOptions({ queryKey: queryKeys.admin.userStats(), queryFn: () => api.get('/api/admin/users/stats', userStatsSchema), retry: false });
}

export function useUserStats() {
  return useQuery(userStatsQueryOptions(useApi()));
}
