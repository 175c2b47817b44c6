import type { CurrentUser } from '@regimen/domain/contracts/auth';
import { domainProblem, problemBody } from '@regimen/domain/contracts/domain-problems';
import { isDomainError } from '@regimen/domain/domain-error';
import { randomUuid } from '../lib/ids.ts';
import { DemoProblem, problemResponse } from '../lib/demo/demo-http.ts';
import { demoSlices } from './demo-routes.ts';
import type { DemoContext, DemoRequest, DemoRoute } from '../lib/demo/demo-slice.ts';
import { createDemoStore, type DemoStore } from '../lib/demo/demo-store.ts';
import { DEMO_USER } from '../lib/demo/demo-user.ts';

export type DemoBackendOptions = {
  now?: () => Date;
  newId?: () => string;
  utcOffsetMinutes?: number;
  /** How long AI answers take (spec: about a second). */
  aiDelayMs?: number;
  user?: CurrentUser;
  /** Write the sample cabinet and morning (default); false starts empty, as a new account does (its account registered). */
  seed?: boolean;
  /** The spec's fixed demo stats (interactions 1, adherence 85); `{}` computes them as the server does. */
  fixedStats?: DemoContext['fixedStats'];
  /** Another visitor's store: two demo fetches on one store are two users of one back end (tests of ownership). */
  store?: DemoStore;
};

const SPEC_DEMO_STATS = { interactions: 1, adherence: 85 } as const;

const matcher = (route: DemoRoute) => {
  const pattern = route.path.split('/');
  return (method: string, segments: readonly string[]): Record<string, string> | null => {
    if (method !== route.method || segments.length !== pattern.length) return null;
    const params: Record<string, string> = {};
    for (const [index, part] of pattern.entries()) {
      const segment = segments[index] ?? '';
      if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(segment);
      else if (part !== segment) return null;
    }
    return params;
  };
};

function readJson(init: RequestInit | undefined): unknown {
  if (typeof init?.body !== 'string') return undefined;
  try {
    return JSON.parse(init.body);
  } catch {
    return undefined;
  }
}

/**
 * Demo mode's back end, shaped as `fetch` so the real API client runs unchanged and nothing leaves
 * the browser. Commands run the domain's deciders over in-memory streams; reads fold those events
 * with the domain's read-model functions; refusals answer from the domain's problem table.
 */
export function createDemoFetch(options: DemoBackendOptions = {}): typeof globalThis.fetch {
  const now = options.now ?? (() => new Date());
  const newId = options.newId ?? randomUuid;
  const user = options.user ?? DEMO_USER;
  const store = options.store ?? createDemoStore();
  const context: DemoContext = {
    user,
    store,
    events: () => store.events().filter((event) => event.metadata.userId === user.id),
    now,
    newId,
    utcOffsetMinutes: () => options.utcOffsetMinutes ?? -now().getTimezoneOffset(),
    // Spec: demo AI answers arrive after about a second, without any call.
    aiDelayMs: options.aiDelayMs ?? 1000,
    fixedStats: options.fixedStats ?? SPEC_DEMO_STATS,
    execute: ({ at, userId, ...execution }) => store.execute({ ...execution, userId: userId === undefined ? user.id : userId, at: at ?? now(), newId }),
  };
  for (const slice of demoSlices) slice.signUp?.(context);
  if (options.seed !== false) for (const slice of demoSlices) slice.seed?.(context);
  const routes = demoSlices.flatMap((slice) => slice.routes).map((route) => ({ route, match: matcher(route) }));

  return async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://demo.invalid');
    const method = (init?.method ?? 'GET').toUpperCase();
    const instance = url.pathname + url.search;
    const segments = url.pathname.split('/');
    for (const { route, match } of routes) {
      const params = match(method, segments);
      if (params === null) continue;
      const request: DemoRequest = { method, path: url.pathname, params, query: url.searchParams, body: readJson(init) };
      try {
        return await route.handle(request, context);
      } catch (error) {
        if (error instanceof DemoProblem) return problemResponse(error.body, instance);
        if (isDomainError(error)) return problemResponse(domainProblem(error), instance);
        throw error;
      }
    }
    return problemResponse(problemBody(404, 'not_found', `No route for ${method} ${url.pathname}`), instance);
  };
}
