import type { Decider, DomainEvent } from '@regimen/domain';
import { idSchema } from '@regimen/domain/common-schemas';
import { z } from 'zod';
import { accepted, parseOr400 } from './demo-http.ts';
import type { DemoContext, DemoRoute } from './demo-slice.ts';

const params = z.object({ id: idSchema });

export interface CommandRouteSpec<Body, Command, State, Event extends DomainEvent> {
  readonly method: DemoRoute['method'];
  /** With `:id`, the command is on that item; without, it creates one under a new id (201). */
  readonly path: string;
  readonly body?: z.ZodType<Body>;
  readonly stream: (context: DemoContext, id: string) => string;
  readonly decider: (context: DemoContext) => Decider<Command, State, Event>;
  /** The command, given the stream's state (an ownership check that answers 404 throws here). */
  readonly command: (input: { id: string; body: Body; state: State; context: DemoContext }) => Command;
}

/**
 * A command route as the command API runs one: params, then body validated with the shared
 * contract (400 naming the field), the stream folded and decided on, `{id, revision, position}`.
 */
export function commandRoute<Body, Command, State, Event extends DomainEvent>(spec: CommandRouteSpec<Body, Command, State, Event>): DemoRoute {
  const creates = !spec.path.includes(':id');
  return {
    method: spec.method,
    path: spec.path,
    handle: (request, context) => {
      const id = creates ? context.newId() : parseOr400(params, request.params, 'params').id;
      const body = (spec.body === undefined ? undefined : parseOr400(spec.body, request.body, 'body')) as Body;
      const outcome = context.execute({
        streamId: spec.stream(context, id),
        decider: spec.decider(context),
        command: (state) => spec.command({ id, body, state, context }),
      });
      return accepted(id, outcome, creates ? 201 : 200);
    },
  };
}
