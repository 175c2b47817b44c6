import { assertNever } from '../assert-never.ts';
import type { Decider } from '../decider.ts';
import { UNLIMITED } from '../rules/tiers.ts';
import type { InsightsCommand, RecordAnalysis } from './insights-commands.ts';
import { insightsErrors } from './insights-errors.ts';
import { analysisRecorded, countsTowardQuota, type InsightsEvent } from './insights-events.ts';
import { evolve, initialState, type DayOfAnalyses } from './insights-state.ts';

// A cached answer or a quota-free operation is never refused; any other fresh one needs quota left today.
function recordAnalysis(command: RecordAnalysis, state: DayOfAnalyses): InsightsEvent[] {
  const { dailyQuota, ...analysis } = command.data;
  if (state.analysisIds.has(analysis.analysisId)) throw insightsErrors.alreadyRecorded();
  if (countsTowardQuota(analysis) && dailyQuota !== UNLIMITED && state.fresh >= dailyQuota) throw insightsErrors.quotaReached(dailyQuota);
  return [{ type: 'AnalysisRecorded', data: analysisRecorded.schema.parse(analysis) }];
}

function decide(command: InsightsCommand, state: DayOfAnalyses): InsightsEvent[] {
  switch (command.type) {
    case 'RecordAnalysis':
      return recordAnalysis(command, state);
    default:
      return assertNever(command.type);
  }
}

export const insightsDecider: Decider<InsightsCommand, DayOfAnalyses, InsightsEvent> = { initialState, evolve, decide };

/** Whether a fresh analysis would be refused today (checked before paying a provider). */
export const quotaLeft = (state: DayOfAnalyses, dailyQuota: number): boolean => dailyQuota === UNLIMITED || state.fresh < dailyQuota;
