import { HttpProblem } from '@regimen/server-kit/problem';
import type { AuditEntity, AuditEntry, AuditPage } from '@regimen/domain/contracts/admin-audit';
import { diffStates, toJsonState } from '@regimen/domain/audit/state-diff';
import type { EventFilter, EventStore, RecordedEvent } from '@regimen/event-store';
import * as aggregates from '@regimen/command-api/aggregates';
import type { DomainEventShape, StreamFold } from '@regimen/command-api/aggregate';

type FoldEvents = (events: readonly RecordedEvent[]) => unknown;

const folder =
  <S, E extends DomainEventShape, K extends readonly string[]>(fold: StreamFold<S, E, K>): FoldEvents =>
  (events) =>
    toJsonState(events.reduce((state, event) => fold.evolve(state, fold.parse(event)), fold.initialState()));

// Stream id prefixes (command-api/src/streams.ts) to the aggregate folding them.
const folds: ReadonlyArray<readonly [prefix: string, aggregate: string, fold: FoldEvents]> = [
  ['account-', 'account', folder(aggregates.account)],
  ['supplements-', 'cabinet', folder(aggregates.cabinet)],
  ['take-', 'take', folder(aggregates.take)],
  ['prescription-', 'prescription', folder(aggregates.prescription)],
  ['feedback-', 'feedback', folder(aggregates.feedback)],
  ['insights-', 'insightsDay', folder(aggregates.insightsDay)],
  ['traffic-', 'traffic', folder(aggregates.traffic)],
];

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

export const toAuditEntry = (event: RecordedEvent): AuditEntry => {
  const userId = text(event.metadata.userId);
  const actorId = text(event.metadata.actorId);
  const actor: AuditEntry['actor'] =
    actorId !== null && actorId !== userId ? { kind: 'admin', id: actorId } : userId !== null ? { kind: 'user', id: userId } : { kind: 'system', id: null };
  return {
    id: event.id,
    type: event.type,
    schemaVersion: event.schemaVersion,
    streamId: event.streamId,
    revision: String(event.revision),
    position: String(event.position),
    recordedAt: event.recordedAt.toISOString(),
    data: event.data,
    actor,
    userId,
    commandId: text(event.metadata.commandId),
    correlationId: text(event.metadata.correlationId),
  };
};

export interface AuditTrail {
  page(query: { readonly filter: EventFilter; readonly cursor?: string | undefined; readonly limit: number }): Promise<AuditPage>;
  /** Null: the stream has no events. */
  entity(streamId: string, at?: bigint, compareTo?: bigint): Promise<AuditEntity | null>;
}

/**
 * The admins' audit trail over the event store port: pages of the global history, and one
 * entity's state at any revision folded with its aggregate's own evolve.
 */
export const createAuditTrail = (store: EventStore): AuditTrail => ({
  async page({ filter, cursor, limit }) {
    if (cursor !== undefined && cursor.includes('/') !== (store.name === 'eventstoredb')) throw new HttpProblem(400, 'invalid_cursor', 'This cursor is not from this audit trail');
    const page = await store.browse({ filter, limit, ...(cursor === undefined ? {} : { cursor }) });
    return { entries: page.events.map(toAuditEntry), nextCursor: page.nextCursor };
  },

  async entity(streamId, at, compareTo) {
    const events = await store.readStream(streamId);
    if (events.length === 0) return null;
    const found = folds.find(([prefix]) => streamId.startsWith(prefix));
    const head = events.at(-1)!.revision;
    const upTo = at === undefined || at > head ? head : at;
    const stateAt = (revision: bigint): unknown => {
      if (!found) return null;
      return found[2](events.filter((event) => event.revision <= revision));
    };
    const state = stateAt(upTo);
    return {
      streamId,
      aggregate: found?.[1] ?? null,
      entries: events.map(toAuditEntry),
      at: String(upTo),
      state,
      compareTo: compareTo === undefined ? null : String(compareTo),
      changes: compareTo === undefined ? null : diffStates(compareTo < 0n ? null : stateAt(compareTo), state),
    };
  },
});
