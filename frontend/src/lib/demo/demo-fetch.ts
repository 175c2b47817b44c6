import { z } from 'zod';
import {
  addSupplementBodySchema,
  recordTakeBodySchema,
  type DashboardStats,
  type Supplement,
  type SupplementTake,
} from '../contracts-tmp.ts';
import { isActiveSupplement } from '../supplement-rules-tmp.ts';
import { DEMO_ADHERENCE, DEMO_INTERACTIONS, demoSupplements, demoTakes } from './demo-data.ts';
import { DEMO_USER } from './demo-user.ts';

export type DemoBackendOptions = {
  now?: () => Date;
  newId?: () => string;
  supplements?: Supplement[];
  takes?: SupplementTake[];
};

const unmarkBodySchema = z.object({ takenAt: z.string().nullable() });

export function deriveDemoStats(supplements: readonly Supplement[]): DashboardStats {
  const active = supplements.filter(isActiveSupplement).length;
  return { activeSupplements: active, dueToday: active, interactions: DEMO_INTERACTIONS, adherence: DEMO_ADHERENCE };
}

function problem(status: number, title: string, detail: string): Response {
  return Response.json({ type: 'about:blank', title, status, detail }, {
    status,
    headers: { 'Content-Type': 'application/problem+json' },
  });
}

function requestUrl(input: RequestInfo | URL): URL {
  const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  return new URL(href, 'http://demo.invalid');
}

async function readJson(init: RequestInit | undefined): Promise<unknown> {
  if (typeof init?.body !== 'string') return undefined;
  return JSON.parse(init.body);
}

/**
 * An in-memory stand-in for the back end, shaped as `fetch` so the real API client
 * (contracts, errors, read-your-writes) runs unchanged in demo mode and nothing leaves the browser.
 */
export function createDemoFetch(options: DemoBackendOptions = {}): typeof globalThis.fetch {
  const now = options.now ?? (() => new Date());
  let counter = 0;
  const newId = options.newId ?? (() => `demo-${Date.now().toString(36)}-${++counter}`);
  const supplements = options.supplements ?? demoSupplements();
  const takes = options.takes ?? demoTakes(now());
  let position = 0n;

  function committed(id: string, status = 200): Response {
    position += 1n;
    const body = { id, revision: '0', position: position.toString() };
    return Response.json(body, { status, headers: { 'X-Event-Position': body.position } });
  }

  function addSupplement(body: unknown): Response {
    const parsed = addSupplementBodySchema.safeParse(body);
    if (!parsed.success) return problem(400, 'Bad Request', parsed.error.message);
    const name = parsed.data.name.trim();
    if (supplements.some((s) => s.name.toLowerCase() === name.toLowerCase())) {
      return problem(409, 'Conflict', `A supplement named "${name}" already exists`);
    }
    const at = now().toISOString();
    const supplement: Supplement = { ...parsed.data, name, id: newId(), userId: DEMO_USER.id, imageUrl: null, createdAt: at, updatedAt: at };
    supplements.push(supplement);
    return committed(supplement.id, 201);
  }

  function recordTake(body: unknown): Response {
    const parsed = recordTakeBodySchema.safeParse(body);
    if (!parsed.success) return problem(400, 'Bad Request', parsed.error.message);
    const supplement = supplements.find((s) => s.id === parsed.data.supplementId);
    if (supplement === undefined) return problem(404, 'Not Found', 'Supplement not found');
    if (!isActiveSupplement(supplement)) return problem(409, 'Conflict', 'Supplement is inactive');
    const take: SupplementTake = { ...parsed.data, id: newId(), userId: DEMO_USER.id, dosage: supplement.dosage, notes: null };
    takes.push(take);
    return committed(take.id, 201);
  }

  function updateTake(takeId: string, body: unknown): Response {
    const parsed = unmarkBodySchema.safeParse(body);
    if (!parsed.success) return problem(400, 'Bad Request', parsed.error.message);
    const take = takes.find((t) => t.id === takeId);
    if (take === undefined) return problem(404, 'Not Found', 'Take not found');
    take.takenAt = parsed.data.takenAt;
    return committed(take.id);
  }

  return async (input, init) => {
    const { pathname } = requestUrl(input);
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = await readJson(init);
    const takeId = /^\/api\/supplement-takes\/([^/]+)$/.exec(pathname)?.[1];

    if (method === 'GET' && pathname === '/api/auth/user') return Response.json(DEMO_USER);
    if (method === 'GET' && pathname === '/api/supplements') return Response.json(supplements);
    if (method === 'POST' && pathname === '/api/supplements') return addSupplement(body);
    if (method === 'GET' && pathname === '/api/supplement-takes') return Response.json(takes);
    if (method === 'POST' && pathname === '/api/supplement-takes') return recordTake(body);
    if (method === 'PATCH' && takeId !== undefined) return updateTake(decodeURIComponent(takeId), body);
    if (method === 'GET' && pathname === '/api/dashboard/stats') return Response.json(deriveDemoStats(supplements));
    if (method === 'GET' && pathname === '/api/dashboard/recent-activity') return Response.json([]);
    return problem(404, 'Not Found', `${method} ${pathname} is not available in demo mode`);
  };
}
