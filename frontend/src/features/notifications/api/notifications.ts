import { commandAcceptedSchema } from '@regimen/domain/contracts/commands';
import { z } from 'zod';
import { notificationListSchema, type NotificationList } from '@regimen/domain/contracts/notifications';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { randomUuid } from '../../../lib/ids.ts';
import { zoneQuery } from '../../../lib/local-zone.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

function getNotifications(api: ApiClient, zone: string): Promise<NotificationList> {
  return api.get(`/api/notifications?${zone}`, notificationListSchema);
}

function notificationsQueryOptions(api: ApiClient, zone = zoneQuery()) {
  return queryOptions({
    queryKey: queryKeys.notifications.list(zone),
    queryFn: () => getNotifications(api, zone),
    // A slot becomes due, and a reminder repeats, with the clock: poll once a minute.
    refetchInterval: 60_000,
    retryDelay: 2000,
  });
}

export function useNotifications() {
  return useQuery(notificationsQueryOptions(useApi()));
}

type Mark = { action: 'read' | 'dismiss'; key: string } | { action: 'clear'; keys: readonly string[] };

/** Marks are stored on the server (events), so they follow the user to another device. */
export function useMarkNotifications() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mark: Mark) => {
      const body = mark.action === 'clear' ? { keys: mark.keys } : { key: mark.key };
      return api.send('POST', `/api/notifications/${mark.action}`, body, commandAcceptedSchema, { idempotencyKey: randomUuid() });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all }),
  });
}

/**
 * "Acknowledge" on a "What changed in your safety check" notice: each finding it reports is
 * acknowledged (SafetyFindingAcknowledged), so the notice goes and does not come back for them.
 */
export function useAcknowledgeFindings() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (findingIds: readonly string[]) => {
      for (const findingId of findingIds) {
        await api.send('POST', '/api/notifications/acknowledge-finding', { findingId }, commandAcceptedSchema, { idempotencyKey: randomUuid() });
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all }),
  });
}

/** 'Mark as taken' on a reminder: records the take for its slot, then dismisses the reminder. */
export function useTakeFromReminder() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ key, supplementId, plannedAt }: { key: string; supplementId: string; plannedAt: string }) => {
      const now = new Date().toISOString();
      await api.send('POST', '/api/supplement-takes', { supplementId, plannedAt, takenAt: now }, commandAcceptedSchema, { idempotencyKey: randomUuid() });
      return api.send('POST', '/api/notifications/dismiss', { key }, commandAcceptedSchema, { idempotencyKey: randomUuid() });
    },
    // The same reads a take changes elsewhere (intake's invalidateAfterTake), named through the shared keys.
    onSuccess: () =>
      Promise.all(
        [queryKeys.notifications.all, queryKeys.takes.all, queryKeys.schedule.all, queryKeys.supplements.all, queryKeys.dashboard.stats(), queryKeys.dashboard.recentActivity(), queryKeys.adherence.all].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

const issuedFeedSchema = commandAcceptedSchema.extend({ url: z.string() });

/** A new private calendar feed URL (any earlier one stops working); shown once, as only its hash is stored. */
export function useIssueCalendarFeed() {
  const api = useApi();
  return useMutation({
    mutationFn: () => api.send('POST', '/api/calendar-feed', undefined, issuedFeedSchema, { idempotencyKey: randomUuid() }),
  });
}

export function useRevokeCalendarFeed() {
  const api = useApi();
  return useMutation({
    mutationFn: () => api.send('DELETE', '/api/calendar-feed', undefined, commandAcceptedSchema, { idempotencyKey: randomUuid() }),
  });
}
