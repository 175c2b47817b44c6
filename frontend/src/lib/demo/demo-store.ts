import type { Decider, DomainEvent } from '@regimen/domain';
import type { ViewEvent } from '@regimen/domain/views/view-event';

/** An event as the demo keeps it: the shape the read models fold (id, metadata) plus where it sits. */
export type DemoEvent = ViewEvent & { readonly streamId: string; readonly revision: number; readonly position: number };

export interface CommandOutcome {
  readonly revision: number;
  readonly position: number;
}

export interface DemoExecution<Command, State, Event extends DomainEvent> {
  readonly streamId: string;
  readonly decider: Decider<Command, State, Event>;
  /** The command given the stream's state (ownership checks that answer 404 throw here, as on the server). */
  readonly command: (state: State) => Command;
  /** The user the events concern; null for anonymous feedback. */
  readonly userId: string | null;
  /** Who acted when it was not that user (an admin), as the server's metadata says. */
  readonly actorId?: string;
  readonly at: Date;
  readonly newId: () => string;
}

/**
 * The demo's event store: streams in memory, one global order. `execute` is the command API's
 * command path (command-api/src/handle-command.ts) minus I/O: read the stream, fold it with the
 * aggregate's `evolve`, `decide`, append. One visitor and no awaits, so no revision conflicts.
 */
export function createDemoStore() {
  const log: DemoEvent[] = [];
  const readStream = (streamId: string) => log.filter((event) => event.streamId === streamId);

  const fold = <State>(streamId: string, decider: Pick<Decider<unknown, State, never>, 'initialState' | 'evolve'>): State =>
    readStream(streamId).reduce((state, event) => decider.evolve(state, event as never), decider.initialState());

  function execute<Command, State, Event extends DomainEvent>(execution: DemoExecution<Command, State, Event>): CommandOutcome {
    const recorded = readStream(execution.streamId);
    const state = recorded.reduce((current, event) => execution.decider.evolve(current, event as never), execution.decider.initialState());
    const events = execution.decider.decide(execution.command(state), state);
    const metadata = { userId: execution.userId, ...(execution.actorId && { actorId: execution.actorId }), occurredAt: execution.at.toISOString(), commandId: execution.newId(), correlationId: execution.newId() };
    let revision = recorded.length - 1;
    for (const event of events) {
      revision += 1;
      log.push({ ...event, id: execution.newId(), metadata, streamId: execution.streamId, revision, position: log.length + 1 });
    }
    return { revision, position: log.findLast((event) => event.streamId === execution.streamId)?.position ?? 0 };
  }

  /**
   * A scheduler's fact, not a command's: appended only to a stream still empty (the server's
   * appendOnce appends with "no stream"), so recording it again writes nothing. True when written.
   */
  function recordOnce(streamId: string, event: DomainEvent, userId: string, at: Date, newId: () => string): boolean {
    if (readStream(streamId).length > 0) return false;
    log.push({ ...event, id: newId(), metadata: { userId, occurredAt: at.toISOString() }, streamId, revision: 0, position: log.length + 1 });
    return true;
  }

  return { events: (): readonly DemoEvent[] => log, readStream, fold, execute, recordOnce };
}

export type DemoStore = ReturnType<typeof createDemoStore>;
