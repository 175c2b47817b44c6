import type { EventWithMetadata } from './event.ts';

/**
 * The decider pattern: fold past events into state, decide new events from a
 * command and that state. Both are pure, so the command handler owns all I/O.
 */
export interface Decider<Command, State, Event> {
  readonly initialState: () => State;
  readonly evolve: (state: State, event: EventWithMetadata<Event>) => State;
  /** Throws a `DomainError` when the command is refused; an empty list means "nothing to do". */
  readonly decide: (command: Command, state: State) => readonly Event[];
}
