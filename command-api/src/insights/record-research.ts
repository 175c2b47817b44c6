import { refreshIntervalDays, UNLIMITED } from '@regimen/domain';
import type { EventStore } from '@regimen/event-store';
import { z } from 'zod';
import { insightsDay } from '../aggregates.ts';
import { handleCommand } from '../handle-command.ts';
import { derivedUuid } from '../ids.ts';
import type { InsightProvider } from './provider.ts';

const DAY_MS = 86_400_000;

export interface ServerResearch {
  /** The admin on whose behalf the server researches (the analysis is theirs, outside any quota). */
  readonly userId: string;
  readonly supplementName: string;
  readonly subjectKey: string;
  /** Ids derive from these, so the same step repeated (after a crash) records nothing twice. */
  readonly idParts: readonly string[];
  readonly correlationId: string;
}

/**
 * Research a supplement through the provider and record it as a fresh research analysis, the
 * shared cache's entry for its subject: what the seeding job and the data refresh both do.
 * Returns the estimated cost.
 */
export async function recordServerResearch(store: EventStore, provider: InsightProvider, research: ServerResearch): Promise<number> {
  const { result, usage } = await provider.research({ supplementName: research.supplementName });
  const now = new Date();
  await handleCommand(store, insightsDay, {
    key: [research.userId, now.toISOString().slice(0, 10)],
    context: { userId: research.userId, actorId: research.userId, commandId: derivedUuid(...research.idParts, 'command'), correlationId: research.correlationId, now },
    command: {
      type: 'RecordAnalysis',
      data: {
        analysisId: derivedUuid(...research.idParts, 'analysis'),
        operation: 'research',
        subjectKey: research.subjectKey,
        inputs: { supplementName: research.supplementName },
        dailyQuota: UNLIMITED,
        cacheHit: false,
        provider: usage.provider,
        model: usage.model,
        inputTokens: usage.inputTokens,
        outputTokens: usage.outputTokens,
        estimatedCostUsd: usage.estimatedCostUsd,
        result: z.json().parse(JSON.parse(JSON.stringify(result))),
        servedFrom: null,
        refreshTier: result.refreshTier,
        nextRefreshAt: new Date(now.getTime() + refreshIntervalDays[result.refreshTier] * DAY_MS).toISOString(),
      },
    },
  }).catch((error: unknown) => {
    // Recorded by an earlier attempt of this step: the cache has it.
    if ((error as { code?: string }).code !== 'AnalysisAlreadyRecorded') throw error;
  });
  return usage.estimatedCostUsd ?? 0;
}
