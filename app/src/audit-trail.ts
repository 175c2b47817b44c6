import type { AuditEntity, AuditPage } from '@regimen/domain/contracts/admin-audit';
import { auditEntity, toAuditEntry } from '@regimen/domain/audit/audit-view';
import type { EventFilter, EventStore } from '@regimen/event-store';
import { HttpProblem } from '@regimen/server-kit/problem';

export interface AuditTrail {
  page(query: { readonly filter: EventFilter; readonly cursor?: string | undefined; readonly limit: number }): Promise<AuditPage>;
  /** Null: the stream has no events. */
  entity(streamId: string, at?: bigint, compareTo?: bigint): Promise<AuditEntity | null>;
}

/**
 * The admins' audit trail over the event store port: pages of the global history, and one
 * entity's state at any revision folded with its aggregate's own evolve (domain/src/audit).
 */
export const createAuditTrail = (store: EventStore): AuditTrail => ({
  async page({ filter, cursor, limit }) {
    // PostgreSQL cursors are positions, EventStoreDB's checkpoints: one from the other store is a client error.
    if (cursor !== undefined && cursor.includes('/') !== (store.name === 'eventstoredb')) throw new HttpProblem(400, 'invalid_cursor', 'This cursor is not from this audit trail');
    const page = await store.browse({ filter, limit, ...(cursor === undefined ? {} : { cursor }) });
    return { entries: page.events.map(toAuditEntry), nextCursor: page.nextCursor };
  },

  async entity(streamId, at, compareTo) {
    return auditEntity(streamId, await store.readStream(streamId), at, compareTo);
  },
});
