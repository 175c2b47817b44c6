import { accountDecider } from '../account/account-decide.ts';
import type { AuditEntity, AuditEntry } from '../contracts/admin-audit.ts';
import { feedbackDecider } from '../feedback/feedback-decide.ts';
import { insightsDecider } from '../insights/insights-decide.ts';
import { evolve as evolveTake, initialState as initialTakeState } from '../intake/intake-state.ts';
import { trafficDecider } from '../monitoring/traffic-decide.ts';
import { prescriptionDecider } from '../prescription/prescription-decide.ts';
import { rebuildDecider } from '../rebuild/rebuild-decide.ts';
import { supplementDecider } from '../supplement/supplement-decide.ts';
import { diffStates, toJsonState } from './state-diff.ts';

/** An event as both the server's store and the demo's hold it, enough for the audit trail. */
export interface AuditableEvent {
  readonly id: string;
  readonly type: string;
  readonly streamId: string;
  readonly revision: bigint | number;
  readonly position: bigint | number;
  readonly recordedAt: Date;
  readonly data: unknown;
  readonly metadata?: Readonly<Record<string, unknown>>;
  readonly schemaVersion?: number;
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** Who caused it: an admin when the actor is someone else than the user concerned (their id is in metadata.actorId). */
export const toAuditEntry = (event: AuditableEvent): AuditEntry => {
  const userId = text(event.metadata?.userId);
  const actorId = text(event.metadata?.actorId);
  const actor: AuditEntry['actor'] =
    actorId !== null && actorId !== userId ? { kind: 'admin', id: actorId } : userId !== null ? { kind: 'user', id: userId } : { kind: 'system', id: null };
  return {
    id: event.id,
    type: event.type,
    schemaVersion: event.schemaVersion ?? 1,
    streamId: event.streamId,
    revision: String(event.revision),
    position: String(event.position),
    recordedAt: event.recordedAt.toISOString(),
    data: event.data,
    actor,
    userId,
    commandId: text(event.metadata?.commandId),
    correlationId: text(event.metadata?.correlationId),
  };
};

interface Fold<S> {
  readonly initialState: () => S;
  readonly evolve: (state: S, event: never) => S;
}

type FoldEvents = (events: readonly AuditableEvent[]) => unknown;

// Events reaching here were validated (and upcast) by the store: the aggregate's evolve reads them as they are.
const folder =
  <S>(fold: Fold<S>): FoldEvents =>
  (events) =>
    toJsonState(events.reduce((state, event) => fold.evolve(state, event as never), fold.initialState()));

/** Stream id prefixes (docs/EVENTS.md) to the aggregate whose evolve folds them. */
const folds: ReadonlyArray<readonly [prefix: string, aggregate: string, fold: FoldEvents]> = [
  ['account-', 'account', folder(accountDecider)],
  ['supplements-', 'cabinet', folder(supplementDecider)],
  ['take-', 'take', folder({ initialState: initialTakeState, evolve: evolveTake })],
  ['prescription-', 'prescription', folder(prescriptionDecider)],
  ['feedback-', 'feedback', folder(feedbackDecider)],
  ['insights-', 'insightsDay', folder(insightsDecider)],
  ['traffic-', 'traffic', folder(trafficDecider)],
  ['rebuild-', 'rebuildRun', folder(rebuildDecider)],
];

/** The aggregate folding a stream and its fold, or null for streams no aggregate owns. */
const foldOf = (streamId: string): { readonly aggregate: string; readonly fold: FoldEvents } | null => {
  const found = folds.find(([prefix]) => streamId.startsWith(prefix));
  return found ? { aggregate: found[1], fold: found[2] } : null;
};

/**
 * One entity for the audit trail: its events (oldest first), its state folded up to revision `at`
 * (the newest when absent or beyond), and what changed since `compareTo` (below 0: since nothing).
 */
export const auditEntity = (streamId: string, events: readonly AuditableEvent[], at?: bigint, compareTo?: bigint): AuditEntity | null => {
  const last = events.at(-1);
  if (!last) return null;
  const found = foldOf(streamId);
  const head = BigInt(last.revision);
  const upTo = at === undefined || at > head ? head : at;
  const stateAt = (revision: bigint): unknown => (found ? found.fold(events.filter((event) => BigInt(event.revision) <= revision)) : null);
  const state = stateAt(upTo);
  return {
    streamId,
    aggregate: found?.aggregate ?? null,
    entries: events.map(toAuditEntry),
    at: String(upTo),
    state,
    compareTo: compareTo === undefined ? null : String(compareTo),
    changes: compareTo === undefined ? null : diffStates(compareTo < 0n ? null : stateAt(compareTo), state),
  };
};
