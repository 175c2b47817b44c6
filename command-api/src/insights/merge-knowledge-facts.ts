import { KNOWLEDGE_VERSION, refreshIntervalDays } from '@regimen/domain';
import type { BenefitsAnalysis, ResearchResult, SupplementOfTheDay } from '@regimen/domain/contracts/ai';
import { appendList, cleanList, cleanText, grew, joinText, modelProvenance } from './merge-common.ts';
import type { BenefitsAnswer, ResearchAnswer, ResearchDataAnswer } from './model-answers.ts';

/**
 * With a knowledge-base entry, its facts stand (benefits, evidence, dosage, timing, food); the
 * model adds explanation after the knowledge base's summary, further secondary benefits, side
 * effects and target conditions. Without one, the whole answer is the model's.
 */
export function mergeBenefits(kb: BenefitsAnalysis, answer: BenefitsAnswer, model: string): BenefitsAnalysis {
  if (kb.knowledgeEntries.length === 0) {
    return {
      ...kb,
      summary: cleanText(answer.summary),
      primaryBenefits: cleanList(answer.primaryBenefits),
      secondaryBenefits: cleanList(answer.secondaryBenefits),
      recommendedTiming: cleanText(answer.recommendedTiming),
      foodInteraction: cleanText(answer.foodInteraction),
      evidenceLevel: answer.evidenceLevel,
      dosageRecommendation: cleanText(answer.dosageRecommendation),
      sideEffects: cleanList(answer.sideEffects),
      targetConditions: cleanList(answer.targetConditions),
      provenance: [modelProvenance(model, Object.keys(answer))],
    };
  }
  const secondaryBenefits = appendList(kb.secondaryBenefits, cleanList(answer.secondaryBenefits, kb.primaryBenefits));
  const sideEffects = appendList(kb.sideEffects, answer.sideEffects);
  const targetConditions = cleanList(answer.targetConditions);
  return {
    ...kb,
    summary: joinText(kb.summary, answer.summary),
    secondaryBenefits,
    sideEffects,
    targetConditions,
    provenance: [
      ...kb.provenance,
      modelProvenance(model, [
        'summary',
        ...grew({ secondaryBenefits: [kb.secondaryBenefits, secondaryBenefits], sideEffects: [kb.sideEffects, sideEffects] }),
        ...(targetConditions.length > 0 ? ['targetConditions'] : []),
      ]),
    ],
  };
}

/**
 * With a knowledge-base entry its facts and sources stand; the model's overview follows the
 * knowledge base's and its extra cautions (side effects, contraindications, drug interactions,
 * quality notes) are appended. Without one, the answer is the model's, with no sources (a model's
 * citations cannot be checked) and the critical refresh tier (unverified safety data ages fastest).
 */
export function mergeResearch(kb: ResearchResult | null, answer: ResearchAnswer, requestedName: string, model: string): ResearchResult {
  if (kb === null) {
    return {
      name: requestedName,
      overview: cleanText(answer.overview),
      evidenceLevel: answer.evidenceLevel,
      primaryBenefits: cleanList(answer.primaryBenefits),
      recommendedDosage: cleanText(answer.recommendedDosage),
      timing: cleanText(answer.timing),
      foodInteraction: cleanText(answer.foodInteraction),
      sideEffects: cleanList(answer.sideEffects),
      contraindications: cleanList(answer.contraindications),
      drugInteractions: cleanList(answer.drugInteractions),
      qualityConsiderations: cleanList(answer.qualityConsiderations),
      sources: [],
      category: answer.category,
      refreshTier: 'critical',
      refreshIntervalDays: refreshIntervalDays.critical,
      knowledgeVersion: KNOWLEDGE_VERSION,
      provenance: [modelProvenance(model, Object.keys(answer))],
    };
  }
  const merged = {
    sideEffects: appendList(kb.sideEffects, answer.sideEffects),
    contraindications: appendList(kb.contraindications, answer.contraindications),
    drugInteractions: appendList(kb.drugInteractions, answer.drugInteractions),
    qualityConsiderations: appendList(kb.qualityConsiderations, answer.qualityConsiderations),
  };
  return {
    ...kb,
    ...merged,
    overview: joinText(kb.overview, answer.overview),
    provenance: [
      ...kb.provenance,
      modelProvenance(model, [
        'overview',
        ...grew({
          sideEffects: [kb.sideEffects, merged.sideEffects],
          contraindications: [kb.contraindications, merged.contraindications],
          drugInteractions: [kb.drugInteractions, merged.drugInteractions],
          qualityConsiderations: [kb.qualityConsiderations, merged.qualityConsiderations],
        }),
      ]),
    ],
  };
}

export function modelSupplementOfTheDay(date: string, supplementName: string, answer: ResearchDataAnswer, model: string): SupplementOfTheDay {
  return {
    date,
    supplementName,
    researchData: {
      evidenceLevel: answer.evidenceLevel,
      summary: cleanText(answer.summary),
      primaryBenefits: cleanList(answer.primaryBenefits),
      dosageRecommendation: cleanText(answer.dosageRecommendation),
      timing: cleanText(answer.timing),
    },
    knowledgeVersion: KNOWLEDGE_VERSION,
    provenance: [modelProvenance(model, ['researchData'])],
  };
}
