import type { FastifyRequest } from 'fastify';
import type { Decider, DomainEvent, EventWithMetadata } from '@regimen/domain';
import type { EventStore, RecordedEvent } from '@regimen/event-store';
import { ifMatchRevision } from './command-context.ts';
import { versionOf } from './domain-events.ts';
import { handleCommand, type CommandContext, type CommandResult } from './handle-command.ts';

export interface Execution<Command, State, Event extends DomainEvent> {
  readonly streamId: string;
  readonly decider: Decider<Command, State, Event>;
  readonly parse: (event: RecordedEvent) => EventWithMetadata<Event>;
  /** The command, given the state (for ownership checks that must answer 404). */
  readonly command: (state: State) => Command;
  readonly context: CommandContext;
}

/** Runs one command from an HTTP request through the shared command path. */
export const execute = <Command, State, Event extends DomainEvent>(
  store: EventStore,
  request: FastifyRequest,
  execution: Execution<Command, State, Event>,
): Promise<CommandResult> => {
  const expectedRevision = ifMatchRevision(request);
  return handleCommand({
    store,
    streamId: execution.streamId,
    fold: execution.decider,
    parse: execution.parse,
    schemaVersionOf: versionOf,
    context: execution.context,
    decide: (state) => execution.decider.decide(execution.command(state), state),
    ...(expectedRevision === undefined ? {} : { expectedRevision }),
  });
};
