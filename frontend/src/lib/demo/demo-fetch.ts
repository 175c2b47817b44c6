import type { Supplement } from '@regimen/domain/contracts/supplements';
import type { Take } from '@regimen/domain/contracts/takes';
import { z } from 'zod';
import { randomUuid } from '../ids.ts';
import {
  analyzeBenefitsRequestSchema,
  researchRequestSchema,
  type CachedResearch,
  type ResearchHistoryEntry,
} from '@regimen/domain/contracts/ai';
import { supplementCategories } from '@regimen/domain/knowledge/knowledge-schema';
import { DEMO_AI_DELAY_MS, demoInteractionAnalysis, demoPrescriptionAnalysis, demoSuggestions } from './demo-ai.ts';
import { demoBenefits, demoCache, demoResearch, demoSupplementOfTheDay, DEMO_TTL } from './demo-knowledge.ts';
import {
  demoCommands,
  deriveDemoActivity,
  deriveDemoStats,
  demoTierInfo,
  type DemoResult,
  type DemoState,
} from './demo-backend.ts';
import { demoSupplements, demoTakes } from './demo-data.ts';
import { DEMO_USER } from './demo-user.ts';

export type DemoBackendOptions = {
  now?: () => Date;
  newId?: () => string;
  utcOffsetMinutes?: number;
  supplements?: Supplement[];
  takes?: Take[];
  /** How long canned AI answers take (spec: about a second). */
  aiDelayMs?: number;
};

function toResponse(result: DemoResult): Response {
  if (!result.ok) {
    const { status, title, detail } = result;
    const body = { type: 'about:blank', title, status, detail, ...(result.code ? { code: result.code } : {}) };
    return Response.json(body, { status, headers: { 'Content-Type': 'application/problem+json' } });
  }
  return Response.json(result.body, { status: result.status });
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

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * An in-memory stand-in for the back end, shaped as `fetch` so the real API client
 * (contracts, errors, read-your-writes) runs unchanged in demo mode and nothing leaves the browser.
 * Requests are validated with the same contracts as the real command API.
 */
export function createDemoFetch(options: DemoBackendOptions = {}): typeof globalThis.fetch {
  const now = options.now ?? (() => new Date());
  const offset = () => options.utcOffsetMinutes ?? -now().getTimezoneOffset();
  const supplements = options.supplements ?? demoSupplements(now());
  const state: DemoState = {
    supplements,
    takes: options.takes ?? demoTakes(supplements, now(), offset()),
    aiRequests: 0,
    now,
    newId: options.newId ?? randomUuid,
  };
  const aiDelay = options.aiDelayMs ?? DEMO_AI_DELAY_MS;
  let position = 0n;
  /** The research cache shared by "every user" (here, the one visitor), and their history, newest first. */
  const researchCache = new Map<string, CachedResearch>();
  const researchHistory: ResearchHistoryEntry[] = [];

  /** Commands answer like the command API: id, revision and the position to read at. */
  function command(result: DemoResult): Response {
    if (!result.ok) return toResponse(result);
    position += 1n;
    const { id } = z.object({ id: z.string() }).parse(result.body);
    const body = { id, revision: '0', position: position.toString() };
    return Response.json(body, { status: result.status, headers: { 'X-Event-Position': body.position } });
  }

  /** Every analysis: after about a second, counted against the plan's daily AI requests, with how it was served. */
  async function ai(answer: () => DemoResult, ttlMs: number | null): Promise<Response> {
    await delay(aiDelay);
    const result = answer();
    if (!result.ok) return toResponse(result);
    state.aiRequests += 1;
    const body = result.body as Record<string, unknown>;
    return toResponse({ ...result, body: { ...body, cache: demoCache(now(), state.newId(), ttlMs) } });
  }

  const notFound = (detail: string): DemoResult => ({ ok: false, status: 404, title: 'Not Found', detail });

  function benefits(body: unknown): DemoResult {
    const parsed = analyzeBenefitsRequestSchema.safeParse(body);
    const supplement = parsed.success ? state.supplements.find((s) => s.id === parsed.data.supplementId) : undefined;
    if (supplement === undefined) return notFound('Supplement not found');
    return { ok: true, status: 200, body: demoBenefits(supplement) };
  }

  function interactions(body: unknown): DemoResult {
    const parsed = z.object({ supplementIds: z.array(z.string()) }).safeParse(body);
    if (!parsed.success || new Set(parsed.data.supplementIds).size < 2) {
      return { ok: false, status: 400, title: 'Bad Request', detail: 'Need at least 2 supplements for interaction analysis' };
    }
    return { ok: true, status: 200, body: demoInteractionAnalysis() };
  }

  async function research(body: unknown): Promise<Response> {
    const parsed = researchRequestSchema.safeParse(body);
    if (!parsed.success) {
      return toResponse({ ok: false, status: 400, title: 'Bad Request', detail: parsed.error.issues[0]?.message ?? 'Invalid name' });
    }
    await delay(aiDelay);
    const result = demoResearch(parsed.data.supplementName);
    if (result === null) {
      return toResponse(notFound(`"${parsed.data.supplementName}" is not in Regimen's knowledge base.`));
    }
    const at = now();
    const cached = researchCache.get(result.name);
    const cache = cached
      ? { ...demoCache(new Date(cached.createdAt), cached.id, null, { tier: cached.refreshTier }), hit: true }
      : demoCache(at, state.newId(), null, { tier: result.refreshTier });
    if (!cached) {
      researchCache.set(result.name, {
        id: cache.analysisId,
        supplementName: result.name,
        researchData: result,
        createdAt: cache.generatedAt,
        refreshTier: result.refreshTier,
        nextRefreshAt: cache.nextRefreshAt ?? cache.generatedAt,
      });
      state.aiRequests += 1;
    }
    researchHistory.unshift({
      id: state.newId(),
      supplementName: result.name,
      evidenceLevel: result.evidenceLevel,
      category: result.category,
      researchedAt: at.toISOString(),
      cacheHit: cached !== undefined,
    });
    return Response.json({ ...result, cache });
  }

  function supplementCache() {
    const entries = [...researchCache.values()];
    return Object.fromEntries(
      supplementCategories.map((category) => [category, entries.filter((entry) => entry.researchData.category === category)]),
    );
  }

  return async (input, init) => {
    const path = requestPath(input);
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = readJson(init);
    const supplementId = /^\/api\/supplements\/([^/]+)$/.exec(path)?.[1];
    const takeId = /^\/api\/supplement-takes\/([^/]+)$/.exec(path)?.[1];
    const read = (data: unknown) => Response.json(data);

    if (method === 'GET') {
      if (path === '/api/auth/user') return read(DEMO_USER);
      if (path === '/api/supplements') return read(state.supplements);
      if (path === '/api/supplement-takes') return read(state.takes);
      if (path === '/api/dashboard/stats')
        return read(deriveDemoStats(state.supplements, state.takes, now(), offset()));
      if (path === '/api/dashboard/recent-activity') return read(deriveDemoActivity(state.supplements, state.takes));
      if (path === '/api/tiers/tier-info') return read(demoTierInfo(state));
      if (path === '/api/ai/supplement-suggestions') {
        return ai(() => ({ ok: true, status: 200, body: demoSuggestions() }), DEMO_TTL.suggestions);
      }
      if (path === '/api/supplement-of-the-day') {
        await delay(aiDelay);
        const answer = demoSupplementOfTheDay(now());
        return read({ ...answer, cache: demoCache(now(), state.newId(), DEMO_TTL.supplementOfTheDay) });
      }
      if (path === '/api/research/history') return read(researchHistory);
      if (path === '/api/supplement-cache') return read(supplementCache());
    }
    if (method === 'POST' && path === '/api/supplements') return command(demoCommands.addSupplement(state, body));
    if (method === 'PUT' && supplementId !== undefined) {
      return command(demoCommands.updateSupplement(state, decodeURIComponent(supplementId), body));
    }
    if (method === 'DELETE' && supplementId !== undefined) {
      return command(demoCommands.removeSupplement(state, decodeURIComponent(supplementId)));
    }
    if (method === 'POST' && path === '/api/supplement-takes') return command(demoCommands.recordTake(state, body));
    if (method === 'PATCH' && takeId !== undefined) {
      return command(demoCommands.updateTake(state, decodeURIComponent(takeId), body));
    }
    if (method === 'POST' && path === '/api/feedback') return command(demoCommands.submitFeedback(state));
    if (method === 'POST' && path === '/api/ai/analyze-interactions') return ai(() => interactions(body), null);
    if (method === 'POST' && path === '/api/ai/analyze-benefits') return ai(() => benefits(body), DEMO_TTL.benefits);
    if (method === 'POST' && /^\/api\/prescriptions\/[^/]+\/analyze$/.test(path)) {
      return ai(() => ({ ok: true, status: 200, body: demoPrescriptionAnalysis() }), null);
    }
    if (method === 'POST' && path === '/api/research') return research(body);
    return toResponse({
      ok: false,
      status: 404,
      title: 'Not Found',
      detail: `${method} ${path} is not available in demo mode`,
    });
  };
}
