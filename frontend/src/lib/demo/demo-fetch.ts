import type { Supplement } from '@regimen/domain/contracts/supplements';
import type { Take } from '@regimen/domain/contracts/takes';
import { z } from 'zod';
import { randomUuid } from '../ids.ts';
import { DEMO_AI_DELAY_MS, demoBenefitsAnalysis, demoInteractionAnalysis } from './demo-ai.ts';
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

const benefitsRequest = z.object({ supplementId: z.string() });

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

  /** Commands answer like the command API: id, revision and the position to read at. */
  function command(result: DemoResult): Response {
    if (!result.ok) return toResponse(result);
    position += 1n;
    const { id } = z.object({ id: z.string() }).parse(result.body);
    const body = { id, revision: '0', position: position.toString() };
    return Response.json(body, { status: result.status, headers: { 'X-Event-Position': body.position } });
  }

  async function ai(answer: () => DemoResult): Promise<Response> {
    await delay(aiDelay);
    state.aiRequests += 1;
    return toResponse(answer());
  }

  function benefits(body: unknown): DemoResult {
    const parsed = benefitsRequest.safeParse(body);
    const supplement = parsed.success ? state.supplements.find((s) => s.id === parsed.data.supplementId) : undefined;
    if (supplement === undefined) return { ok: false, status: 404, title: 'Not Found', detail: 'Supplement not found' };
    return { ok: true, status: 200, body: demoBenefitsAnalysis(supplement) };
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
    if (method === 'POST' && path === '/api/ai/analyze-interactions') {
      return ai(() => ({ ok: true, status: 200, body: demoInteractionAnalysis() }));
    }
    if (method === 'POST' && path === '/api/ai/analyze-benefits') return ai(() => benefits(body));
    return toResponse({
      ok: false,
      status: 404,
      title: 'Not Found',
      detail: `${method} ${path} is not available in demo mode`,
    });
  };
}
