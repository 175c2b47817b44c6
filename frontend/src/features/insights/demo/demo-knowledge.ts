import type { AnswerCache, BenefitsAnalysis, ResearchResult, SupplementOfTheDay } from '@regimen/domain/contracts/ai';
import {
  knowledgeBenefits,
  knowledgeResearch,
  recognizedEntries,
  supplementOfTheDayFrom,
} from '@regimen/domain/knowledge/knowledge-answers';
import { refreshIntervalDays, type SupplementEntry } from '@regimen/domain/knowledge/knowledge-schema';
import type { SupplementText } from '@regimen/domain/knowledge/match-supplement';
import { supplementById, supplementEntries } from '@regimen/domain/knowledge/supplement-catalog';

/**
 * Demo answers from the same offline knowledge base, and the same answer builders, the server's
 * default provider uses: what a demo visitor reads is as true as the real thing, and nothing
 * leaves the browser.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** How the demo "served" an answer: freshly, by the knowledge base, cached for the spec's time. */
export function demoCache(
  now: Date,
  analysisId: string,
  ttlMs: number | null,
  refresh: { tier: SupplementEntry['refreshTier'] } | null = null,
): AnswerCache {
  return {
    analysisId,
    hit: false,
    generatedAt: now.toISOString(),
    expiresAt: ttlMs === null ? null : new Date(now.getTime() + ttlMs).toISOString(),
    refreshTier: refresh?.tier ?? null,
    nextRefreshAt: refresh ? new Date(now.getTime() + refreshIntervalDays[refresh.tier] * DAY).toISOString() : null,
    provider: 'knowledge-base',
    model: null,
  };
}

export const DEMO_TTL = { benefits: DAY, suggestions: 10 * 60 * 1000, supplementOfTheDay: DAY } as const;

export const demoBenefits = (supplement: SupplementText): BenefitsAnalysis => knowledgeBenefits(supplement);

/** Well-evidenced entries the demo features in turn, one a day. */
const FEATURED = ['magnesium', 'vitamin-d', 'creatine', 'fish-oil', 'psyllium', 'probiotics', 'vitamin-b12'];

export function demoSupplementOfTheDay(now: Date): SupplementOfTheDay {
  const date = now.toISOString().slice(0, 10);
  const day = Math.floor(Date.parse(date) / DAY);
  const entry = supplementById(FEATURED[day % FEATURED.length] ?? 'magnesium') ?? supplementEntries[0];
  if (entry === undefined) throw new Error('the knowledge base is empty');
  return supplementOfTheDayFrom(entry, date);
}

/** Research is a knowledge-base lookup (the server's offline provider answers not-found the same way). */
export function demoResearch(supplementName: string): ResearchResult | null {
  const [entry] = recognizedEntries({ name: supplementName });
  return entry === undefined ? null : knowledgeResearch(entry);
}

export function knowledgeEntry(id: string): SupplementEntry | undefined {
  return supplementById(id);
}
