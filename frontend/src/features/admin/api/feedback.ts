import { commandAcceptedSchema } from '@regimen/domain/contracts/commands';
import { feedbackListSchema, type ChangeFeedbackStatusRequest } from '@regimen/domain/contracts/feedback';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';

/** '' means any. */
export type FeedbackFilters = { status: string; type: string };

function adminFeedbackQueryOptions(api: ApiClient, filters: FeedbackFilters) {
  const params = new URLSearchParams({ limit: '100' });
  if (filters.status) params.set('status', filters.status);
  if (filters.type) params.set('type', filters.type);
  return queryOptions({
    queryKey: queryKeys.admin.feedbackList(filters),
    queryFn: () => api.get(`/api/admin/feedback?${params}`, feedbackListSchema),
    retry: false,
  });
}

export function useAdminFeedback(filters: FeedbackFilters) {
  return useQuery(adminFeedbackQueryOptions(useApi(), filters));
}

export function useChangeFeedbackStatus() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: ChangeFeedbackStatusRequest & { id: string }) =>
      api.send('PATCH', `/api/admin/feedback/${encodeURIComponent(id)}/status`, body, commandAcceptedSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.feedback() }),
  });
}
