import { auditEntitySchema, auditPageSchema } from '@regimen/domain/contracts/admin-audit';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { auditQueryString, type AuditFilters } from '../model/audit-search.ts';

export function auditEventsQueryOptions(api: ApiClient, filters: AuditFilters) {
  return infiniteQueryOptions({
    queryKey: queryKeys.adminAudit.events(filters),
    queryFn: ({ pageParam }) => api.get(`/api/admin/audit/events?${auditQueryString(filters, pageParam)}`, auditPageSchema),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    retry: false,
  });
}

export function auditEntityQueryOptions(api: ApiClient, streamId: string, at: string | undefined, compareTo: string | undefined) {
  const params = new URLSearchParams();
  if (at !== undefined) params.set('at', at);
  if (compareTo !== undefined) params.set('compareTo', compareTo);
  return queryOptions({
    queryKey: queryKeys.adminAudit.entity(streamId, at, compareTo),
    queryFn: () => api.get(`/api/admin/audit/streams/${encodeURIComponent(streamId)}?${params.toString()}`, auditEntitySchema),
    retry: false,
  });
}
