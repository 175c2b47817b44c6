import { idSchema } from '@regimen/domain/common-schemas';
import { analyzeBenefitsRequestSchema, researchRequestSchema } from '@regimen/domain/contracts/ai';
import { problemBody } from '@regimen/domain/contracts/domain-problems';
import { supplementCategories } from '@regimen/domain/knowledge/knowledge-schema';
import { closestSupplementNames } from '@regimen/domain/research/closest-names';
import { supplementList } from '@regimen/domain/views/supplement-list';
import { z } from 'zod';
import { DemoProblem, json, notFound, parseOr400 } from '../../../lib/demo/demo-http.ts';
import type { DemoContext, DemoSlice } from '../../../lib/demo/demo-slice.ts';
import { demoInteractionAnalysis, demoPrescriptionAnalysis, demoSuggestions } from './demo-ai.ts';
import { recordAnalysis, researchCache, researchHistory } from './demo-analyses.ts';
import { demoBenefits, demoCache, demoResearch, demoSupplementOfTheDay, DEMO_TTL } from './demo-knowledge.ts';

/** As the server answers a name its knowledge base does not know: a 404 offering the nearest known names. */
function unknownResearch(name: string): DemoProblem {
  const body = { ...problemBody(404, 'ai_not_found', `"${name.trim()}" is not in our knowledge base yet. Check the spelling or try a name below.`), closestNames: closestSupplementNames(name) };
  return new DemoProblem(body);
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const interactionsRequest = z.object({ supplementIds: z.array(idSchema) });

/** An answer after about a second (spec), recorded like the server records it, with how it was served. */
async function answer(context: DemoContext, operation: Parameters<typeof recordAnalysis>[1]['operation'], subjectKey: string, ttlMs: number | null, body: object) {
  await delay(context.aiDelayMs);
  const cache = demoCache(context.now(), context.newId(), ttlMs);
  recordAnalysis(context, { operation, subjectKey, cache });
  return json({ ...body, cache });
}

async function research(body: unknown, context: DemoContext): Promise<Response> {
  const { supplementName } = parseOr400(researchRequestSchema, body, 'body');
  await delay(context.aiDelayMs);
  const result = demoResearch(supplementName);
  if (result === null) throw unknownResearch(supplementName);
  const cached = researchCache(context).find((entry) => entry.supplementName === result.name);
  const subjectKey = `research:${result.name}`;
  if (cached !== undefined) {
    const cache = { ...demoCache(new Date(cached.createdAt), cached.id, null, { tier: cached.refreshTier }), hit: true };
    recordAnalysis(context, { operation: 'research', subjectKey, cache, servedFrom: cached.id });
    return json({ ...result, cache });
  }
  const cache = demoCache(context.now(), context.newId(), null, { tier: result.refreshTier });
  recordAnalysis(context, { operation: 'research', subjectKey, cache, result });
  return json({ ...result, cache });
}

/** AI answers from the offline knowledge base, as the server's default provider gives them; nothing leaves the browser. */
export const insightsDemo: DemoSlice = {
  routes: [
    { method: 'GET', path: '/api/ai/supplement-suggestions', handle: (_r, context) => answer(context, 'suggestions', 'suggestions', DEMO_TTL.suggestions, demoSuggestions()) },
    {
      method: 'GET',
      path: '/api/supplement-of-the-day',
      handle: (_r, context) => answer(context, 'supplement-of-the-day', 'supplement-of-the-day', DEMO_TTL.supplementOfTheDay, demoSupplementOfTheDay(context.now())),
    },
    {
      method: 'POST',
      path: '/api/ai/analyze-interactions',
      handle: (request, context) => {
        const parsed = interactionsRequest.safeParse(request.body);
        if (!parsed.success || new Set(parsed.data.supplementIds).size < 2) {
          throw new DemoProblem(problemBody(400, 'validation', 'Need at least 2 supplements for interaction analysis'));
        }
        return answer(context, 'interactions', 'interactions', null, demoInteractionAnalysis());
      },
    },
    {
      method: 'POST',
      path: '/api/ai/analyze-benefits',
      handle: (request, context) => {
        const { supplementId } = parseOr400(analyzeBenefitsRequestSchema, request.body, 'body');
        const supplement = supplementList(context.events()).find((candidate) => candidate.id === supplementId);
        if (supplement === undefined) throw notFound('Supplement not found');
        return answer(context, 'benefits', `benefits:${supplementId}`, DEMO_TTL.benefits, demoBenefits(supplement));
      },
    },
    {
      method: 'POST',
      path: '/api/prescriptions/:id/analyze',
      handle: (request, context) => answer(context, 'prescription', `prescription:${request.params.id}`, null, demoPrescriptionAnalysis()),
    },
    { method: 'POST', path: '/api/research', handle: (request, context) => research(request.body, context) },
    { method: 'GET', path: '/api/research/history', handle: (_r, context) => json(researchHistory(context)) },
    {
      method: 'GET',
      path: '/api/supplement-cache',
      handle: (_r, context) => {
        const entries = researchCache(context);
        return json(Object.fromEntries(supplementCategories.map((category) => [category, entries.filter((entry) => entry.researchData.category === category)])));
      },
    },
  ],
};
