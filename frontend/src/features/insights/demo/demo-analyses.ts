import type { AnswerCache } from '@regimen/domain/contracts/ai';
import { researchResultSchema, type CachedResearch, type ResearchHistoryEntry } from '@regimen/domain/contracts/ai';
import { insightsDecider } from '@regimen/domain/insights/insights-decide';
import type { AnalysisOperation, AnalysisRecorded } from '@regimen/domain/insights/insights-events';
import { tierLimits } from '@regimen/domain/rules/tiers';
import type { DemoEvent } from '../../../lib/demo/demo-store.ts';
import type { DemoContext } from '../../../lib/demo/demo-slice.ts';
import { demoStreams } from '../../../lib/demo/demo-streams.ts';

/**
 * Every demo analysis is recorded as `AnalysisRecorded` through the insights decider, as the
 * server records its answers: the domain refuses a fresh one past the plan's daily AI quota, and
 * the plan's usage, the research history and the research cache are read from those events.
 */
export function recordAnalysis(
  context: DemoContext,
  analysis: { operation: AnalysisOperation; subjectKey: string; cache: AnswerCache; result?: unknown; servedFrom?: string },
): void {
  const { cache } = analysis;
  context.execute({
    streamId: demoStreams.insights(context.user.id, context.now().toISOString().slice(0, 10)),
    decider: insightsDecider,
    command: () => ({
      type: 'RecordAnalysis' as const,
      data: {
        analysisId: analysis.servedFrom === undefined ? cache.analysisId : context.newId(),
        operation: analysis.operation,
        subjectKey: analysis.subjectKey,
        inputs: {},
        cacheHit: cache.hit,
        provider: 'knowledge-base',
        model: null,
        inputTokens: null,
        outputTokens: null,
        estimatedCostUsd: null,
        // A JSON round trip makes the answer the plain JSON value the event holds.
        result: analysis.result === undefined ? null : (JSON.parse(JSON.stringify(analysis.result)) as AnalysisRecorded['data']['result']),
        servedFrom: analysis.servedFrom ?? null,
        refreshTier: cache.refreshTier,
        nextRefreshAt: cache.nextRefreshAt,
        dailyQuota: tierLimits[context.user.tier].maxAiRequestsPerDay,
      },
    }),
  });
}

type Recorded = DemoEvent & AnalysisRecorded;
const analyses = (context: DemoContext): Recorded[] =>
  context.events().filter((event): event is Recorded => event.type === 'AnalysisRecorded');

/** The research cache shared by "every user" (here, the one visitor): the fresh research answers. */
export function researchCache(context: DemoContext): CachedResearch[] {
  return analyses(context).flatMap((event): CachedResearch[] => {
    const { data } = event;
    if (data.operation !== 'research' || data.cacheHit || data.refreshTier === null || data.nextRefreshAt === null) return [];
    const researchData = researchResultSchema.parse(data.result);
    return [{ id: data.analysisId, supplementName: researchData.name, researchData, createdAt: event.metadata.occurredAt, refreshTier: data.refreshTier, nextRefreshAt: data.nextRefreshAt }];
  });
}

/** The visitor's research, newest first. */
export function researchHistory(context: DemoContext): ResearchHistoryEntry[] {
  const cached = new Map(researchCache(context).map((entry) => [entry.id, entry]));
  return analyses(context)
    .flatMap((event): ResearchHistoryEntry[] => {
      const entry = cached.get(event.data.servedFrom ?? event.data.analysisId);
      if (event.data.operation !== 'research' || entry === undefined) return [];
      const { name, evidenceLevel, category } = entry.researchData;
      return [{ id: event.id, supplementName: name, evidenceLevel, category, researchedAt: event.metadata.occurredAt, cacheHit: event.data.cacheHit }];
    })
    .reverse();
}
