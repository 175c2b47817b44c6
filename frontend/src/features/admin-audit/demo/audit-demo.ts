import { auditEntity, toAuditEntry, type AuditableEvent } from '@regimen/domain/audit/audit-view';
import { z } from 'zod';
import { json, notFound, parseOr400 } from '../../../lib/demo/demo-http.ts';
import type { DemoSlice } from '../../../lib/demo/demo-slice.ts';
import type { DemoEvent } from '../../../lib/demo/demo-store.ts';

const pageQuery = z.object({
  userId: z.string().max(100).optional(),
  types: z.string().max(2000).optional(),
  correlationId: z.string().max(200).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  cursor: z.string().regex(/^\d{1,19}$/).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
const entityQuery = z.object({ at: z.string().regex(/^\d{1,19}$/).optional(), compareTo: z.string().regex(/^\d{1,19}$/).optional() });

// The demo stamps each command's time in its metadata; the server's store records the same instant.
const auditable = (event: DemoEvent): AuditableEvent => ({ ...event, recordedAt: new Date(String(event.metadata?.occurredAt ?? 0)) });

/** The audit trail over the demo's own event log, newest first, paged by position like the PostgreSQL store. */
export const auditDemo: DemoSlice = {
  routes: [
    {
      method: 'GET',
      path: '/api/admin/audit/events',
      handle: (request, context) => {
        const query = parseOr400(pageQuery, Object.fromEntries(request.query), 'querystring');
        const types = query.types?.split(',');
        const matching = context.store
          .events()
          .map(auditable)
          .filter(
            (event) =>
              (query.cursor === undefined || BigInt(event.position) < BigInt(query.cursor)) &&
              (types === undefined || types.includes(event.type)) &&
              (query.userId === undefined || event.metadata?.userId === query.userId) &&
              (query.correlationId === undefined || event.metadata?.correlationId === query.correlationId) &&
              (query.from === undefined || event.recordedAt >= new Date(query.from)) &&
              (query.to === undefined || event.recordedAt < new Date(query.to)),
          )
          .reverse();
        const page = matching.slice(0, query.limit);
        const more = matching.length > query.limit;
        return json({ entries: page.map(toAuditEntry), nextCursor: more ? String(page.at(-1)?.position) : null });
      },
    },
    {
      method: 'GET',
      path: '/api/admin/audit/streams/:streamId',
      handle: (request, context) => {
        const query = parseOr400(entityQuery, Object.fromEntries(request.query), 'querystring');
        const streamId = request.params.streamId ?? '';
        const entity = auditEntity(
          streamId,
          context.store.readStream(streamId).map(auditable),
          query.at === undefined ? undefined : BigInt(query.at),
          query.compareTo === undefined ? undefined : BigInt(query.compareTo),
        );
        if (!entity) throw notFound('Stream not found');
        return json(entity);
      },
    },
  ],
};
