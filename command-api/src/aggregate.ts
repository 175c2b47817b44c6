import type { EventWithMetadata } from '@regimen/domain';
import type { EventStore, RecordedEvent } from '@regimen/event-store';
import type { CommandContext } from './handle-command.ts';

export interface DomainEventShape {
  readonly type: string;
  readonly data: unknown;
}

/** Where an aggregate's streams are and how their events fold into its state. */
export interface StreamFold<State, Event extends DomainEventShape, Key extends readonly string[] = [string]> {
  readonly streamId: (...key: Key) => string;
  /** Stored event -> domain event: a plain function, so event upcasting can replace it. */
  readonly parse: (event: RecordedEvent) => EventWithMetadata<Event>;
  readonly initialState: () => State;
  readonly evolve: (state: State, event: EventWithMetadata<Event>) => State;
}

/** What a decision may look at besides its own stream: who asks, and other streams as they are now. */
export interface DecideContext {
  readonly context: CommandContext;
  readonly load: <S, E extends DomainEventShape, K extends readonly string[]>(fold: StreamFold<S, E, K>, ...key: K) => Promise<S>;
}

/**
 * One aggregate as the command path sees it, configured once (command-api/src/aggregates.ts):
 * its streams, their events, and how a command is decided. `decide` calls the domain's decider;
 * an aggregate whose rule spans another stream (a take and the user's cabinet) loads that stream
 * there, for the commands that need it only.
 */
export interface Aggregate<Command, State, Event extends DomainEventShape, Key extends readonly string[] = [string]>
  extends StreamFold<State, Event, Key> {
  readonly decide: (command: Command, state: State, with_: DecideContext) => readonly Event[] | Promise<readonly Event[]>;
}

/** The state of one stream now (events are validated as they are read). */
export const foldStream = async <S, E extends DomainEventShape, K extends readonly string[]>(
  store: EventStore,
  fold: StreamFold<S, E, K>,
  ...key: K
): Promise<S> =>
  (await store.readStream(fold.streamId(...key))).reduce((state, event) => fold.evolve(state, fold.parse(event)), fold.initialState());
