import type { ConditionRecommendationsBody } from '@regimen/domain/health/condition-advice';
import { offlineConditionRecommendations, offlineConditionReference } from '@regimen/domain/health/condition-advice';
import type { ConditionReferenceAnswer } from '@regimen/domain/contracts/health-condition-insights';
import { knowledgeBaseUsage, ProviderError, type InsightProvider } from './provider.ts';

export function knowledgeConditionReference(name: string, options: { orNull: true }): ConditionReferenceAnswer | null;
export function knowledgeConditionReference(name: string): ConditionReferenceAnswer;
/** The knowledge base's reference; offline, a condition it does not know is `not_found` (nothing would be worth caching). */
export function knowledgeConditionReference(name: string, options?: { orNull: true }): ConditionReferenceAnswer | null {
  const reference = offlineConditionReference(name);
  if (reference !== null || options?.orNull === true) return reference;
  throw new ProviderError('not_found', `"${name.trim()}" is not in our knowledge base yet, so there is no description for it.`);
}

/** What a model starts from for a condition the knowledge base has no recommendations for. */
export const emptyRecommendations = (condition: { id: string; name: string }): ConditionRecommendationsBody => ({
  conditionId: condition.id,
  conditionName: condition.name,
  recommendedSupplements: [],
  notRecommendedForYou: [],
  lifestyleRecommendations: [],
  warningsAndPrecautions: ['Talk to your clinician before starting or stopping any supplement or medicine.'],
  interactionNotes: '',
  monitoringAdvice: '',
});

export const knowledgeConditionMethods: Pick<InsightProvider, 'describeCondition' | 'recommendForCondition'> = {
  describeCondition: async ({ name }) => ({ result: knowledgeConditionReference(name), usage: knowledgeBaseUsage }),
  recommendForCondition: async ({ condition, regimen }) => {
    const result = offlineConditionRecommendations(condition, regimen);
    if (result === null) throw new ProviderError('not_found', `Our knowledge base has no supplement recommendations for ${condition.name} yet.`);
    return { result, usage: knowledgeBaseUsage };
  },
};
