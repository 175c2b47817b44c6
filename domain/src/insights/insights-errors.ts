import { DomainError } from '../domain-error.ts';

export const insightsErrors = {
  quotaReached: (quota: number) =>
    new DomainError('DailyAiQuotaReached', `Your plan includes ${quota} AI requests per day and you have used them all. They renew tomorrow; upgrade for more.`),
  alreadyRecorded: () => new DomainError('AnalysisAlreadyRecorded', 'This analysis was already recorded'),
};
