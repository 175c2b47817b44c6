import type { DashboardStats } from '@regimen/domain/contracts/dashboard';
import { createSupplementRequestSchema, type Supplement } from '@regimen/domain/contracts/supplements';
import { recordTakeRequestSchema, updateTakeRequestSchema, type Take } from '@regimen/domain/contracts/takes';
import { dashboardStats } from '@regimen/domain/rules/dashboard';
import { randomUuid } from '../ids.ts';
import { DEMO_ADHERENCE, DEMO_INTERACTIONS, demoSupplements, demoTakes } from './demo-data.ts';
import { DEMO_USER } from './demo-user.ts';

export type DemoBackendOptions = {
  now?: () => Date;
  newId?: () => string;
  utcOffsetMinutes?: number;
  supplements?: Supplement[];
  takes?: Take[];
};

/** The read API's stats computed by the same domain function, with the spec's fixed demo figures. */
export function deriveDemoStats(
  supplements: readonly Supplement[],
  takes: readonly Take[],
  now: Date,
  utcOffsetMinutes: number,
): DashboardStats {
  const stats = dashboardStats({ supplements, takes, now, utcOffsetMinutes, interactions: DEMO_INTERACTIONS });
  return { ...stats, adherence: DEMO_ADHERENCE };
}

function problem(status: number, title: string, detail: string): Response {
  return Response.json(
    { type: 'about:blank', title, status, detail },
    { status, headers: { 'Content-Type': 'application/problem+json' } },
  );
}

function requestPath(input: RequestInfo | URL): string {
  const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  return new URL(href, 'http://demo.invalid').pathname;
}

function readJson(init: RequestInit | undefined): unknown {
  if (typeof init?.body !== 'string') return undefined;
  try {
    return JSON.parse(init.body);
  } catch {
    return undefined;
  }
}

/**
 * An in-memory stand-in for the back end, shaped as `fetch` so the real API client
 * (contracts, errors, read-your-writes) runs unchanged in demo mode and nothing leaves the browser.
 * Requests are validated with the same contracts as the real command API.
 */
export function createDemoFetch(options: DemoBackendOptions = {}): typeof globalThis.fetch {
  const now = options.now ?? (() => new Date());
  const newId = options.newId ?? randomUuid;
  const offset = () => options.utcOffsetMinutes ?? -now().getTimezoneOffset();
  const supplements = options.supplements ?? demoSupplements();
  const takes = options.takes ?? demoTakes(supplements, now(), offset());
  let position = 0n;

  function accepted(id: string, status = 200): Response {
    position += 1n;
    const body = { id, revision: '0', position: position.toString() };
    return Response.json(body, { status, headers: { 'X-Event-Position': body.position } });
  }

  function addSupplement(body: unknown): Response {
    const parsed = createSupplementRequestSchema.safeParse(body);
    if (!parsed.success) return problem(400, 'Bad Request', parsed.error.issues[0]?.message ?? 'Invalid supplement');
    const { name } = parsed.data;
    if (supplements.some((s) => s.name.toLowerCase() === name.toLowerCase())) {
      return problem(409, 'Conflict', `A supplement named "${name}" already exists`);
    }
    const at = now().toISOString();
    const supplement: Supplement = { ...parsed.data, id: newId(), userId: DEMO_USER.id, createdAt: at, updatedAt: at };
    supplements.push(supplement);
    return accepted(supplement.id, 201);
  }

  function recordTake(body: unknown): Response {
    const parsed = recordTakeRequestSchema.safeParse(body);
    if (!parsed.success) return problem(400, 'Bad Request', parsed.error.issues[0]?.message ?? 'Invalid take');
    const supplement = supplements.find((s) => s.id === parsed.data.supplementId);
    if (supplement === undefined) return problem(404, 'Not Found', 'Supplement not found');
    if (supplement.isActive === false) return problem(409, 'Conflict', 'Supplement is inactive');
    const take: Take = { ...parsed.data, id: newId(), userId: DEMO_USER.id, dosage: parsed.data.dosage ?? supplement.dosage };
    takes.push(take);
    return accepted(take.id, 201);
  }

  function updateTake(takeId: string, body: unknown): Response {
    const parsed = updateTakeRequestSchema.safeParse(body);
    if (!parsed.success) return problem(400, 'Bad Request', parsed.error.issues[0]?.message ?? 'Invalid change');
    const take = takes.find((t) => t.id === takeId);
    if (take === undefined) return problem(404, 'Not Found', 'Take not found');
    take.takenAt = parsed.data.takenAt;
    return accepted(take.id);
  }

  return async (input, init) => {
    const path = requestPath(input);
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = readJson(init);
    const takeId = /^\/api\/supplement-takes\/([^/]+)$/.exec(path)?.[1];

    if (method === 'GET' && path === '/api/auth/user') return Response.json(DEMO_USER);
    if (method === 'GET' && path === '/api/supplements') return Response.json(supplements);
    if (method === 'POST' && path === '/api/supplements') return addSupplement(body);
    if (method === 'GET' && path === '/api/supplement-takes') return Response.json(takes);
    if (method === 'POST' && path === '/api/supplement-takes') return recordTake(body);
    if (method === 'PATCH' && takeId !== undefined) return updateTake(decodeURIComponent(takeId), body);
    if (method === 'GET' && path === '/api/dashboard/stats') {
      return Response.json(deriveDemoStats(supplements, takes, now(), offset()));
    }
    if (method === 'GET' && path === '/api/dashboard/recent-activity') return Response.json([]);
    return problem(404, 'Not Found', `${method} ${path} is not available in demo mode`);
  };
}
