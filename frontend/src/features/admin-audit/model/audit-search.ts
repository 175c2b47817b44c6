import type { AuditEntry } from '@regimen/domain/contracts/admin-audit';
import { z } from 'zod';

/** The audit page's URL search: its filters, and the entity opened beside the list. */
export const auditSearchSchema = z.object({
  userId: z.string().max(100).optional().catch(undefined),
  types: z.string().max(2000).optional().catch(undefined),
  correlationId: z.string().max(200).optional().catch(undefined),
  from: z.string().max(40).optional().catch(undefined),
  to: z.string().max(40).optional().catch(undefined),
  stream: z.string().max(200).optional().catch(undefined),
});
export type AuditSearch = z.infer<typeof auditSearchSchema>;
export type AuditFilters = Omit<AuditSearch, 'stream'>;

const FILTER_KEYS = ['userId', 'types', 'correlationId', 'from', 'to'] as const;

/** The query string of one page of GET /api/admin/audit/events: blank filters left out, dates as ISO instants. */
export function auditQueryString(filters: AuditFilters, cursor: string | undefined, limit = 50): string {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key]?.trim();
    if (!value) continue;
    if (key === 'from' || key === 'to') {
      const time = Date.parse(value);
      if (!Number.isNaN(time)) params.set(key, new Date(time).toISOString());
    } else if (key === 'types') {
      params.set(key, value.split(/[\s,]+/).filter(Boolean).join(','));
    } else {
      params.set(key, value);
    }
  }
  if (cursor) params.set('cursor', cursor);
  params.set('limit', String(limit));
  return params.toString();
}

/** "Admin 1a2b3c4d" / "User …" / "System": who caused an entry, short enough for a list. */
export function actorLabel(actor: AuditEntry['actor']): string {
  if (actor.kind === 'system') return 'System';
  const who = actor.kind === 'admin' ? 'Admin' : 'User';
  return actor.id ? `${who} ${actor.id}` : who;
}
