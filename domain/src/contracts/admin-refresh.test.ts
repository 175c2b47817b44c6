import { describe, expect, it } from 'vitest';
import { refreshCostEstimate, refreshStatsSchema } from './admin-refresh.ts';

describe('refreshCostEstimate', () => {
  it('multiplies the due analyses by the average cost, in dollars to four places', () => {
    expect(refreshCostEstimate(12, 0.0035)).toBe('$0.0420');
    expect(refreshCostEstimate(0, 0.5)).toBe('$0.0000');
  });
  it('is what the stats contract accepts', () => {
    expect(refreshStatsSchema.safeParse({ totalAnalyses: 1, criticalDue: 0, standardDue: 0, stableDue: 0, estimatedCost: refreshCostEstimate(3, 0.01), lastRefreshRun: null }).success).toBe(true);
  });
});
