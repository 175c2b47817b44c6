import { randomUUID } from 'node:crypto';
import {
  WrongExpectedRevisionError,
  type EventStore,
  type ExpectedRevision,
  type RecordedEvent,
} from '@regimen/event-store';
import { HttpProblem } from '@regimen/server-kit/problem';
import { derivedUuid } from './ids.ts';
import { createKeyedQueue } from './stream-queue.ts';

/** How a stream's events fold into the state a decision is made on. */
export interface Fold<State, Event> {
  initialState(): State;
  evolve(state: State, event: Event): State;
}

export interface DomainEventShape {
  readonly type: string;
  readonly data: unknown;
}

/** Who sends a command, and why: becomes every resulting event's metadata. */
export interface CommandContext {
  /** The user the events concern (null only for anonymous feedback). */
  readonly userId: string | null;
  /** Who acted, when not the user (an admin). */
  readonly actorId?: string;
  readonly commandId: string;
  readonly correlationId: string;
  readonly now: Date;
}

export interface CommandResult {
  readonly revision: bigint;
  readonly position: bigint;
  /** True when the command had already been handled (same command id) and nothing was written. */
  readonly replayed: boolean;
  /** False when the decision was to change nothing. */
  readonly changed: boolean;
}

export interface HandleOptions<State, Event> {
  readonly store: EventStore;
  readonly streamId: string;
  readonly fold: Fold<State, Event>;
  /** Turns a stored event into a domain event, validating it (events are checked when read). */
  readonly parse: (event: RecordedEvent) => Event;
  readonly schemaVersionOf: (type: string) => number;
  readonly context: CommandContext;
  /** The decision: the command applied to the current state (it may read other streams first). */
  readonly decide: (state: State) => readonly Event[] | Promise<readonly Event[]>;
  /** From If-Match: the client insists on this revision; a mismatch is 412, not a retry. */
  readonly expectedRevision?: bigint;
  readonly maxAttempts?: number;
}

const noStreamYet = -1n;

/**
 * The one command path: read the stream, fold it, decide, append with the revision that was
 * read, and on a concurrent write start over (unless the client pinned a revision). A command
 * id already present in the stream means a retry of a handled command: its first result is
 * returned and nothing is written.
 */
const inProcess = createKeyedQueue();

export const handleCommand = <State, Event extends DomainEventShape>(options: HandleOptions<State, Event>): Promise<CommandResult> =>
  inProcess(options.streamId, () => decideAndAppend(options));

const decideAndAppend = async <State, Event extends DomainEventShape>(options: HandleOptions<State, Event>): Promise<CommandResult> => {
  const { store, streamId, fold, context } = options;
  const maxAttempts = options.maxAttempts ?? 20;
  for (let attempt = 1; ; attempt++) {
    const recorded = await store.readStream(streamId);
    const earlier = recorded.filter((event) => event.metadata.commandId === context.commandId);
    const last = earlier.at(-1);
    if (last) return { revision: last.revision, position: last.position, replayed: true, changed: true };

    const state = recorded.reduce((current, event) => fold.evolve(current, options.parse(event)), fold.initialState());
    const currentRevision = recorded.at(-1)?.revision ?? noStreamYet;
    if (options.expectedRevision !== undefined && options.expectedRevision !== currentRevision) {
      throw revisionMismatch(options.expectedRevision, currentRevision);
    }
    const events = await options.decide(state);
    if (events.length === 0) {
      return { revision: currentRevision, position: recorded.at(-1)?.position ?? 0n, replayed: false, changed: false };
    }
    const expected: ExpectedRevision = currentRevision === noStreamYet ? 'no_stream' : currentRevision;
    try {
      const result = await store.append(
        streamId,
        events.map((event, index) => ({
          id: derivedUuid(context.commandId, streamId, String(index)),
          type: event.type,
          schemaVersion: options.schemaVersionOf(event.type),
          data: event.data,
          metadata: {
            userId: context.userId,
            ...(context.actorId ? { actorId: context.actorId } : {}),
            occurredAt: context.now.toISOString(),
            commandId: context.commandId,
            correlationId: context.correlationId,
          },
        })),
        expected,
      );
      return { revision: result.nextRevision, position: result.position, replayed: result.idempotent, changed: true };
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
      if (options.expectedRevision !== undefined) throw revisionMismatch(options.expectedRevision, error.actual === 'no_stream' ? noStreamYet : error.actual);
      if (attempt >= maxAttempts) {
        throw new HttpProblem(409, 'concurrency_conflict', 'The item was changed by another request at the same time. Please try again.');
      }
      // Jittered exponential back-off keeps writers in several processes from retrying in lockstep.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(100, 2 ** attempt)));
    }
  }
};

const revisionMismatch = (expected: bigint, actual: bigint): HttpProblem =>
  new HttpProblem(412, 'revision_mismatch', `This item is at revision ${actual}, not ${expected} as If-Match requires`);

/** The command id: derived from an Idempotency-Key (so retries collide on purpose), else random. */
export const commandIdFor = (userId: string | null, idempotencyKey: string | undefined): string =>
  idempotencyKey ? derivedUuid('command', userId ?? 'anonymous', idempotencyKey) : randomUUID();
