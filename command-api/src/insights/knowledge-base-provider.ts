import { knowledgeBenefits } from '@regimen/domain';
import { knowledgeConditionMethods } from './kb-conditions.ts';
import { knowledgeInteractions } from './kb-interactions.ts';
import { knowledgePrescription } from './kb-prescription.ts';
import { knowledgeResearchByName } from './kb-research.ts';
import { knowledgeSuggestions } from './kb-suggestions.ts';
import { knowledgeSupplementOfTheDay } from './kb-supplement-of-the-day.ts';
import { knowledgeBaseUsage, type InsightProvider, type ProviderAnswer } from './provider.ts';

const answer = <T>(result: T): ProviderAnswer<T> => ({ result, usage: knowledgeBaseUsage });

/**
 * The default provider: offline, free and deterministic (the same input always gives the same
 * answer), built only from the curated knowledge base. Methods are async only to fit the port.
 */
export function createKnowledgeBaseProvider(): InsightProvider {
  return {
    id: 'knowledge-base',
    model: null,
    analyzeInteractions: async (input) => answer(knowledgeInteractions(input).analysis),
    analyzeBenefits: async ({ supplement }) => answer(knowledgeBenefits(supplement)),
    suggestSupplements: async (input) => answer(knowledgeSuggestions(input)),
    analyzePrescription: async ({ prescription, supplements, conditions }) => answer(knowledgePrescription(prescription, supplements, conditions).analysis),
    supplementOfTheDay: async ({ date, researched }) => answer(knowledgeSupplementOfTheDay(date, researched)),
    research: async ({ supplementName }) => answer(knowledgeResearchByName(supplementName)),
    ...knowledgeConditionMethods,
  };
}
