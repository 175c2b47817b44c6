import { knowledgeResearch, refreshIntervalDays, supplementById, tierLimits } from '@regimen/domain';
import { marketplaceSearchRequestSchema, type MarketplaceSearchResponse } from '@regimen/domain/contracts/research';
import type { SiteInfo } from '@regimen/domain/contracts/site-info';
import { insightsDecider } from '@regimen/domain/insights/insights-decide';
import type { AnalysisRecorded } from '@regimen/domain/insights/insights-events';
import { retailerSearchLinks } from '@regimen/domain/research/retailer-links';
import { json, parseOr400 } from '../../../lib/demo/demo-http.ts';
import type { DemoContext, DemoSlice } from '../../../lib/demo/demo-slice.ts';
import { demoStreams } from '../../../lib/demo/demo-streams.ts';

const DAY_MS = 86_400_000;
/** Knowledge-base entries the sample visitor researched on earlier days: their history and the shared cache. */
const SAMPLE_RESEARCH = ['magnesium', 'vitamin-d', 'fish-oil', 'turmeric', 'l-theanine'] as const;

/** Sample research recorded as the server records it (AnalysisRecorded through the insights decider), on past days so today's quota is untouched. */
function seedResearch(context: DemoContext): void {
  SAMPLE_RESEARCH.forEach((id, index) => {
    const entry = supplementById(id);
    if (entry === undefined) return;
    const result = knowledgeResearch(entry);
    const at = new Date(context.now().getTime() - (SAMPLE_RESEARCH.length - index) * DAY_MS);
    context.execute({
      at,
      streamId: demoStreams.insights(context.user.id, at.toISOString().slice(0, 10)),
      decider: insightsDecider,
      command: () => ({
        type: 'RecordAnalysis' as const,
        data: {
          analysisId: context.newId(),
          operation: 'research' as const,
          subjectKey: `research:${result.name}`,
          inputs: {},
          cacheHit: false,
          provider: 'knowledge-base' as const,
          model: null,
          inputTokens: null,
          outputTokens: null,
          estimatedCostUsd: null,
          result: JSON.parse(JSON.stringify(result)) as AnalysisRecorded['data']['result'],
          servedFrom: null,
          refreshTier: result.refreshTier,
          nextRefreshAt: new Date(at.getTime() + refreshIntervalDays[result.refreshTier] * DAY_MS).toISOString(),
          dailyQuota: tierLimits[context.user.tier].maxAiRequestsPerDay,
        },
      }),
    });
  });
}

/** Demo answers for the Research page's marketplace card and the public contact details; research itself is the insights slice. */
export const researchDemo: DemoSlice = {
  seed: seedResearch,
  routes: [
    {
      method: 'POST',
      path: '/api/amazon/search',
      handle: (request) => {
        const { supplementName } = parseOr400(marketplaceSearchRequestSchema, request.body, 'body');
        const answer: MarketplaceSearchResponse = { supplementName, provider: 'retailer-links', results: retailerSearchLinks(supplementName) };
        return json(answer);
      },
    },
    { method: 'GET', path: '/api/site-info', handle: () => json({ privacyEmail: null, legalEmail: null } satisfies SiteInfo) },
  ],
};
