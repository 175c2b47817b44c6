import type { FastifyRequest } from 'fastify';
import type { EventStore } from '@regimen/event-store';
import type { Aggregate, DomainEventShape } from './aggregate.ts';
import { ifMatchRevision } from './command-context.ts';
import { handleCommand, type CommandRequest, type CommandResult } from './handle-command.ts';

/** Runs one command from an HTTP request through the shared command path, honouring If-Match. */
export const execute = <Command, State, Event extends DomainEventShape, Key extends readonly string[]>(
  store: EventStore,
  request: FastifyRequest,
  aggregate: Aggregate<Command, State, Event, Key>,
  command: Omit<CommandRequest<Command, State, Key>, 'expectedRevision'>,
): Promise<CommandResult> => {
  const expectedRevision = ifMatchRevision(request);
  return handleCommand(store, aggregate, { ...command, ...(expectedRevision === undefined ? {} : { expectedRevision }) });
};
