import type { CurrentUser } from '@regimen/domain/contracts/auth';
import type { DomainEvent } from '@regimen/domain';
import type { CommandOutcome, DemoEvent, DemoExecution, DemoStore } from './demo-store.ts';

/** What a demo handler works with: the visitor, the clock, ids and the event store. */
export interface DemoContext {
  readonly user: CurrentUser;
  readonly store: DemoStore;
  /** The visitor's own events, in global order: what every read folds (a user reads only their own data). */
  events(): readonly DemoEvent[];
  now(): Date;
  newId(): string;
  /** The visitor's zone (local minus UTC, minutes), as the front end sends it as `utcOffset`. */
  utcOffsetMinutes(): number;
  /** How long answers "from AI" take (spec: about a second). */
  readonly aiDelayMs: number;
  /** The spec's fixed demo figures on the dashboard; absent in contract runs, which compute them. */
  readonly fixedStats: { readonly interactions?: number; readonly adherence?: number };
  /** Runs a command as the visitor, now (or at `at`, for the sample history). */
  execute<Command, State, Event extends DomainEvent>(
    execution: Pick<DemoExecution<Command, State, Event>, 'streamId' | 'decider' | 'command' | 'actorId'> & { at?: Date; userId?: string | null },
  ): CommandOutcome;
}

export interface DemoRequest {
  readonly method: string;
  readonly path: string;
  readonly params: Readonly<Record<string, string>>;
  readonly query: URLSearchParams;
  readonly body: unknown;
}

export interface DemoRoute {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** `/api/supplements/:id`: `:name` segments become `params`. */
  readonly path: string;
  readonly handle: (request: DemoRequest, context: DemoContext) => Response | Promise<Response>;
}

/** One feature's part of demo mode: its routes, and the sample history it writes as commands. */
export interface DemoSlice {
  readonly routes: readonly DemoRoute[];
  /** What every account has from sign-up (its account stream), written with or without the sample history. */
  readonly signUp?: (context: DemoContext) => void;
  readonly seed?: (context: DemoContext) => void;
}
