/**
 * The event store port. Every adapter (PostgreSQL, EventStoreDB) implements it
 * and passes the same conformance suite (conformance.ts).
 *
 * Positions are bigints. `position` is the event's global position as the
 * adapter numbers it (PostgreSQL: the identity column; EventStoreDB: the
 * commit position). A `Checkpoint` is where a reader of the global order has
 * got to; it is compound because PostgreSQL hands out positions before commit,
 * so the global order is (transaction id, position) and is only read up to the
 * oldest transaction still running (see postgres/statements.ts and README.md).
 */

/** Revision a stream must be at for an append to succeed. Exact revisions are 0-based. */
export type ExpectedRevision = 'any' | 'no_stream' | 'stream_exists' | bigint;

export type EventMetadata = Readonly<Record<string, unknown>>;

export interface EventToAppend {
  /** UUID. Re-appending an event id that is already in the stream is a no-op. */
  readonly id: string;
  readonly type: string;
  readonly schemaVersion: number;
  readonly data: unknown;
  readonly metadata: EventMetadata;
}

/** An event as stored: what an upcast hook reads and returns. */
export interface StoredEvent {
  readonly type: string;
  readonly schemaVersion: number;
  readonly data: unknown;
  readonly metadata: EventMetadata;
}

/**
 * The caller's catalog at the store's boundary (the app passes the domain's `parseStoredEvent`):
 * validates an event and returns it as the caller's code reads it now, at the current schema
 * version (older versions upcast). On read, every event the store hands out (stream reads,
 * readAll, subscriptions) is the hook's result, so it runs once per event read. On append it
 * checks each event before anything is written, and the event is stored as given (its own
 * version). Throwing rejects the append or the read. Keeps the store free of domain imports.
 */
export type EventUpcaster = (event: StoredEvent) => StoredEvent;

export interface Checkpoint {
  /** PostgreSQL: transaction id (xid8). EventStoreDB: commit position. */
  readonly tx: bigint;
  /** PostgreSQL: global position. EventStoreDB: prepare position. */
  readonly position: bigint;
}

export const START: Checkpoint = { tx: 0n, position: 0n };

export interface RecordedEvent {
  readonly id: string;
  readonly type: string;
  readonly schemaVersion: number;
  readonly streamId: string;
  /** 0-based revision of the event in its stream. */
  readonly revision: bigint;
  /** Global position (see module comment). */
  readonly position: bigint;
  /** The checkpoint a reader of the global order stores after handling this event. */
  readonly checkpoint: Checkpoint;
  readonly data: unknown;
  readonly metadata: EventMetadata;
  readonly recordedAt: Date;
}

export interface AppendResult {
  /** Revision of the last event now in the stream (of the original append's last event when idempotent). */
  readonly nextRevision: bigint;
  /** Global position of the last appended event (of the original append when idempotent). */
  readonly position: bigint;
  /** True when every event id was already in the stream and nothing was written. */
  readonly idempotent: boolean;
}

export interface ReadStreamOptions {
  readonly direction?: 'forwards' | 'backwards';
  /** Inclusive. Defaults to the start (forwards) or the end (backwards). */
  readonly fromRevision?: bigint;
  readonly maxCount?: number;
}

export interface ReadAllOptions {
  /** Exclusive: events after this checkpoint. Defaults to START. */
  readonly after?: Checkpoint;
  readonly maxCount?: number;
}

export interface ReadUserOptions {
  /** Exclusive. Defaults to the start. */
  readonly afterPosition?: bigint;
  readonly maxCount: number;
  /** Only events of these types (all when absent). */
  readonly types?: readonly string[];
}

export interface SubscribeOptions {
  readonly after?: Checkpoint;
  /** Most events in one delivered batch. */
  readonly batchSize?: number;
  readonly signal?: AbortSignal;
}

export interface Head {
  /** Checkpoint of the newest event a reader of the global order may see now (START when empty). */
  readonly checkpoint: Checkpoint;
  readonly recordedAt: Date | null;
}

/** Which events an audit browse returns; every given field must match. */
export interface EventFilter {
  /** Any of these types. */
  readonly types?: readonly string[];
  /** metadata.userId: the user the event concerns (an admin's action on them included). */
  readonly userId?: string;
  /** metadata.correlationId: every event of one request. */
  readonly correlationId?: string;
  /** Recorded at or after. */
  readonly from?: Date;
  /** Recorded before. */
  readonly to?: Date;
}

export interface BrowseOptions {
  readonly filter?: EventFilter;
  /** Opaque cursor from the previous page's `nextCursor`; absent for the newest page. */
  readonly cursor?: string;
  readonly limit: number;
}

export interface BrowsePage {
  /** Newest first (by recording time, then global position). */
  readonly events: RecordedEvent[];
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  readonly nextCursor: string | null;
}

export interface EventStore {
  readonly name: 'postgres' | 'eventstoredb';
  append(streamId: string, events: readonly EventToAppend[], expectedRevision: ExpectedRevision): Promise<AppendResult>;
  /** Events of one stream; an unknown stream reads as empty. */
  readStream(streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  /** Events of all streams in global order, never skipping one committed late, never repeating one. */
  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]>;
  /**
   * Catch up from `after`, then stay live: yields non-empty batches in global order
   * until the signal aborts (the iterator then returns).
   */
  subscribeToAll(options?: SubscribeOptions): AsyncIterable<RecordedEvent[]>;
  /**
   * The audit view: events of every stream matching the filter, newest first, a page at a time
   * (keyset, so each page costs the same however deep). Not for readers of the global order: it
   * shows what is committed now and makes no promise about events committed later below a cursor.
   */
  browse(options: BrowseOptions): Promise<BrowsePage>;
  /**
   * Optional: one user's events (metadata.userId) in position order, after `afterPosition`
   * (exclusive), at most `maxCount`: a user's own export, paged. Adapters without an index by
   * user leave it out and callers page through readAll instead.
   */
  readUserEvents?(userId: string, options: ReadUserOptions): Promise<RecordedEvent[]>;
  /** Where the global order ends now; used for lag. */
  head(): Promise<Head>;
  /**
   * The checkpoint a reader must have reached to have seen the event at `position`,
   * or null when no such event exists (yet).
   */
  checkpointOf(position: bigint): Promise<Checkpoint | null>;
  close(): Promise<void>;
}

export class WrongExpectedRevisionError extends Error {
  readonly streamId: string;
  readonly expected: ExpectedRevision;
  /** Current revision, or 'no_stream'. */
  readonly actual: bigint | 'no_stream';
  constructor(streamId: string, expected: ExpectedRevision, actual: bigint | 'no_stream') {
    super(`Stream ${streamId}: expected revision ${String(expected)}, actual ${String(actual)}`);
    this.name = 'WrongExpectedRevisionError';
    this.streamId = streamId;
    this.expected = expected;
    this.actual = actual;
  }
}

/** An event id was re-appended with different content or to a different place: a caller bug. */
export class DuplicateEventIdError extends Error {
  readonly eventId: string;
  constructor(eventId: string) {
    super(`Event id ${eventId} was already appended elsewhere`);
    this.name = 'DuplicateEventIdError';
    this.eventId = eventId;
  }
}

export const compareCheckpoints = (a: Checkpoint, b: Checkpoint): number =>
  a.tx === b.tx ? (a.position === b.position ? 0 : a.position < b.position ? -1 : 1) : a.tx < b.tx ? -1 : 1;

export const checkpointToString = (c: Checkpoint): string => `${c.tx}/${c.position}`;

export const checkpointFromString = (s: string): Checkpoint => {
  const match = /^(\d+)\/(\d+)$/.exec(s);
  if (!match) throw new Error(`Not a checkpoint: ${s}`);
  return { tx: BigInt(match[1]!), position: BigInt(match[2]!) };
};
