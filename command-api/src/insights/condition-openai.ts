import { zodResponseFormat } from 'openai/helpers/zod';
import type { AutoParseableResponseFormat } from 'openai/lib/parser';
import type { ProviderUsage } from '@regimen/domain/contracts/ai';
import { conditionDescriptionAnswerSchema, conditionRecommendationsAnswerSchema, conditionTasks } from './condition-answers.ts';
import { emptyRecommendations, knowledgeConditionReference } from './kb-conditions.ts';
import { offlineConditionRecommendations } from '@regimen/domain/health/condition-advice';
import { mergeConditionRecommendations, mergeConditionReference } from './merge-conditions.ts';
import { describePrescription, describeSupplement } from './prompts.ts';
import type { InsightProvider } from './provider.ts';

type Ask = <T>(format: AutoParseableResponseFormat<T>, task: string, data: unknown) => Promise<{ answer: T; usage: ProviderUsage }>;

const formats = {
  description: zodResponseFormat(conditionDescriptionAnswerSchema, 'condition_description'),
  recommendations: zodResponseFormat(conditionRecommendationsAnswerSchema, 'condition_recommendations'),
};

/** The Health page's two operations for the OpenAI provider: the knowledge base's answer first, the model's merged under it. */
export function openAiConditionMethods(ask: Ask): Pick<InsightProvider, 'describeCondition' | 'recommendForCondition'> {
  return {
    async describeCondition({ name }) {
      const kb = knowledgeConditionReference(name, { orNull: true });
      const { answer, usage } = await ask(formats.description, conditionTasks.description, {
        condition: name,
        knowledgeBase: kb === null ? null : { generalDescription: kb.generalDescription, commonSymptoms: kb.commonSymptoms, typicalTreatments: kb.typicalTreatments },
      });
      return { result: mergeConditionReference(kb, answer, name), usage };
    },

    async recommendForCondition({ condition, regimen }) {
      const kb = offlineConditionRecommendations(condition, regimen) ?? emptyRecommendations(condition);
      const { answer, usage } = await ask(formats.recommendations, conditionTasks.recommendations, {
        condition: condition.name,
        supplements: regimen.supplements.filter((item) => item.isActive !== false).map(describeSupplement),
        prescriptions: regimen.prescriptions.filter((item) => item.isActive !== false).map(describePrescription),
        otherConditions: regimen.conditions.filter((name) => name !== condition.name),
        knowledgeBaseRecommended: kb.recommendedSupplements.map((item) => item.name),
        ruledOutForThisUser: kb.notRecommendedForYou.map((item) => item.name),
      });
      return { result: mergeConditionRecommendations(kb, answer, regimen), usage };
    },
  };
}
