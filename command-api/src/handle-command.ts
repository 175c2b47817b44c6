import { randomUUID } from 'node:crypto';
import { commandErrors } from '@regimen/domain';
import { DuplicateEventIdError, WrongExpectedRevisionError, type EventStore, type ExpectedRevision, type RecordedEvent } from '@regimen/event-store';
import { foldStream, type Aggregate, type DecideContext, type DomainEventShape } from './aggregate.ts';
import { versionOf } from './domain-events.ts';
import { derivedUuid } from './ids.ts';
import { createKeyedQueue } from './stream-queue.ts';

/** Who sends a command, and why: becomes every resulting event's metadata. */
export interface CommandContext {
  /** The user the events concern (null only for anonymous feedback and sign-ins). */
  readonly userId: string | null;
  /** Who acted, when not the user (an admin). */
  readonly actorId?: string;
  readonly commandId: string;
  readonly correlationId: string;
  readonly now: Date;
  /**
   * Set when the command id came from an Idempotency-Key: the hash of the request the key was sent
   * with. A stored command with the same id but another fingerprint is a reused key.
   */
  readonly requestFingerprint?: string;
}

export interface CommandResult {
  readonly revision: bigint;
  readonly position: bigint;
  /** True when the command had already been handled (same command id) and nothing was written. */
  readonly replayed: boolean;
  /** False when the decision was to change nothing. */
  readonly changed: boolean;
}

export interface CommandRequest<Command, State, Key extends readonly string[]> {
  readonly key: Key;
  /** The command, or a function of the state for checks that must see it (ownership answers 404). */
  readonly command: Command | ((state: State) => Command);
  readonly context: CommandContext;
  /** From If-Match: the client insists on this revision; a mismatch is refused, not retried. */
  readonly expectedRevision?: bigint;
  /**
   * The command starts a new stream (its key is an id derived from the command id): the first
   * attempt decides on the initial state without reading the stream, and appends "no stream". Only
   * a retry of the command finds the stream there (the append refuses it, or recognises its events),
   * and then it takes the usual path: read, and answer as the first time if it is the same request.
   */
  readonly creates?: boolean;
  readonly maxAttempts?: number;
}

const noStreamYet = -1n;
const inProcess = createKeyedQueue();

/**
 * The one command path: read the aggregate's stream (unless the command creates it), fold it,
 * decide, append with the revision that was read, and on a concurrent write start over (unless the
 * client pinned a revision).
 * A command id already present in the stream means a retry of a handled command: its first result
 * is returned and nothing is written, provided it is the same request. Refusals are domain errors
 * (`RevisionMismatch`, `ConcurrencyConflict`, `IdempotencyKeyReused`, the deciders' own); the HTTP
 * edge maps them to statuses (domain-errors.ts).
 */
export const handleCommand = <Command, State, Event extends DomainEventShape, Key extends readonly string[]>(
  store: EventStore,
  aggregate: Aggregate<Command, State, Event, Key>,
  request: CommandRequest<Command, State, Key>,
): Promise<CommandResult> => {
  const streamId = aggregate.streamId(...request.key);
  return inProcess(streamId, () => decideAndAppend(store, aggregate, streamId, request));
};

const decideAndAppend = async <Command, State, Event extends DomainEventShape, Key extends readonly string[]>(
  store: EventStore,
  aggregate: Aggregate<Command, State, Event, Key>,
  streamId: string,
  request: CommandRequest<Command, State, Key>,
): Promise<CommandResult> => {
  const { context } = request;
  const maxAttempts = request.maxAttempts ?? 20;
  const decideContext: DecideContext = { context, load: (fold, ...key) => foldStream(store, fold, ...key) };
  for (let attempt = 1; ; attempt++) {
    const optimistic = attempt === 1 && request.creates === true && request.expectedRevision === undefined;
    const recorded = optimistic ? [] : await store.readStream(streamId);
    const earlier = recorded.filter((event) => event.metadata.commandId === context.commandId);
    if (earlier.length > 0) return replay(earlier, context);

    const state = recorded.reduce((current, event) => aggregate.evolve(current, aggregate.parse(event)), aggregate.initialState());
    const currentRevision = recorded.at(-1)?.revision ?? noStreamYet;
    if (request.expectedRevision !== undefined && request.expectedRevision !== currentRevision) {
      throw commandErrors.revisionMismatch(request.expectedRevision, currentRevision);
    }
    const command = typeof request.command === 'function' ? (request.command as (state: State) => Command)(state) : request.command;
    const events = await aggregate.decide(command, state, decideContext);
    if (events.length === 0) {
      return { revision: currentRevision, position: recorded.at(-1)?.position ?? 0n, replayed: false, changed: false };
    }
    const expected: ExpectedRevision = currentRevision === noStreamYet ? 'no_stream' : currentRevision;
    try {
      const result = await store.append(streamId, events.map((event, index) => toAppend(event, index, context)), expected);
      // Recognised as appended before: a retry, which the read path compares with the first request.
      if (optimistic && result.idempotent) continue;
      return { revision: result.nextRevision, position: result.position, replayed: result.idempotent, changed: true };
    } catch (error) {
      // The stream was there after all (a retry): read it and decide again.
      if (optimistic && (error instanceof WrongExpectedRevisionError || error instanceof DuplicateEventIdError)) continue;
      // Event ids derive from the command id alone, so a key reused on another stream collides here.
      if (error instanceof DuplicateEventIdError && context.requestFingerprint !== undefined) throw commandErrors.idempotencyKeyReused();
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
      if (request.expectedRevision !== undefined) {
        throw commandErrors.revisionMismatch(request.expectedRevision, error.actual === 'no_stream' ? noStreamYet : error.actual);
      }
      if (attempt >= maxAttempts) throw commandErrors.concurrencyConflict();
      // Jittered exponential back-off keeps writers in several processes from retrying in lockstep.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(100, 2 ** attempt)));
    }
  }
};

/** A handled command seen again: the first answer if it is the same request, else a reused key. */
const replay = (earlier: readonly RecordedEvent[], context: CommandContext): CommandResult => {
  const first = earlier[0]!;
  const last = earlier.at(-1)!;
  if (first.metadata.requestFingerprint !== context.requestFingerprint) throw commandErrors.idempotencyKeyReused();
  return { revision: last.revision, position: last.position, replayed: true, changed: true };
};

const toAppend = (event: DomainEventShape, index: number, context: CommandContext) => ({
  id: derivedUuid(context.commandId, 'event', String(index)),
  type: event.type,
  schemaVersion: versionOf(event.type),
  data: event.data,
  metadata: {
    userId: context.userId,
    ...(context.actorId ? { actorId: context.actorId } : {}),
    occurredAt: context.now.toISOString(),
    commandId: context.commandId,
    correlationId: context.correlationId,
    ...(context.requestFingerprint ? { requestFingerprint: context.requestFingerprint } : {}),
  },
});

/**
 * The command id: derived from an Idempotency-Key (so retries collide on purpose), else random.
 * `scope` keeps one caller's keys apart from another's: the user, or for signed-out callers
 * something of theirs (their address), so one visitor's key cannot suppress another's request.
 */
export const commandIdFor = (scope: string, idempotencyKey: string | undefined): string =>
  idempotencyKey ? derivedUuid('command', scope, idempotencyKey) : randomUUID();
