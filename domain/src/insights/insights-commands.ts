import type { AnalysisRecorded } from './insights-events.ts';

export interface RecordAnalysis {
  readonly type: 'RecordAnalysis';
  readonly data: AnalysisRecorded['data'] & {
    /** The tier's daily AI requests (-1 = unlimited); the day's stream cannot know the tier. */
    readonly dailyQuota: number;
  };
}

export type InsightsCommand = RecordAnalysis;
