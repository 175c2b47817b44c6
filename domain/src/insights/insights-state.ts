import { ignoreUnhandled } from '../assert-never.ts';
import type { EventWithMetadata } from '../event.ts';
import { countsTowardQuota, type InsightsEvent } from './insights-events.ts';

/** One user's analyses of one UTC day (stream `insights-<userId>-<YYYY-MM-DD>`): what the daily quota counts. */
export interface DayOfAnalyses {
  /** Analyses that spent a request of the daily quota (fresh, at the user's request). */
  readonly fresh: number;
  readonly analysisIds: ReadonlySet<string>;
}

export function initialState(): DayOfAnalyses {
  return { fresh: 0, analysisIds: new Set() };
}

export function evolve(state: DayOfAnalyses, event: EventWithMetadata<InsightsEvent>): DayOfAnalyses {
  switch (event.type) {
    case 'AnalysisRecorded':
      return {
        fresh: state.fresh + (countsTowardQuota(event.data) ? 1 : 0),
        analysisIds: new Set([...state.analysisIds, event.data.analysisId]),
      };
    default:
      return ignoreUnhandled(event.type, state);
  }
}
