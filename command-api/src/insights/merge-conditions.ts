import { screenAddition, type ConditionRecommendationsBody, type ConditionRegimen } from '@regimen/domain/health/condition-advice';
import type { ConditionReferenceAnswer, RecommendedSupplement } from '@regimen/domain/contracts/health-condition-insights';
import { normalizeName } from './kb-common.ts';
import { appendList, cleanList, cleanText, MAX_MODEL_ITEMS } from './merge-common.ts';
import type { ConditionDescriptionAnswer, ConditionRecommendationsAnswer } from './condition-answers.ts';

/**
 * A model's description: with a knowledge-base reference its sourced fields stand and the model's
 * text is the `aiGeneratedDescription`; without one the whole answer is the model's, with no sources.
 */
export function mergeConditionReference(kb: ConditionReferenceAnswer | null, answer: ConditionDescriptionAnswer, name: string): ConditionReferenceAnswer {
  const description = cleanText(answer.generalDescription);
  if (kb !== null) return { ...kb, aiGeneratedDescription: description === '' ? null : description };
  const prevalence = cleanText(answer.prevalence);
  return {
    conditionName: cleanText(name),
    generalDescription: description,
    aiGeneratedDescription: description === '' ? null : description,
    commonSymptoms: cleanList(answer.commonSymptoms),
    typicalTreatments: cleanList(answer.typicalTreatments),
    severityLevels: ['mild', 'moderate', 'severe'],
    prevalence: prevalence === '' ? null : prevalence,
    riskFactors: cleanList(answer.riskFactors),
    sources: [],
    origin: 'model',
  };
}

/** At most this many supplements the model adds beyond the knowledge base's. */
const MAX_MODEL_SUPPLEMENTS = 3;

/**
 * A model's recommendations under the knowledge base's. The knowledge base's recommendations keep
 * their evidence, dosage and sources; the model may add an explanation and safety notes. A
 * supplement the knowledge base ruled out stays ruled out. Any other supplement the model names is
 * screened by the safety checker: a major or contraindicated finding moves it to "not recommended
 * for you" with the reason; one the checker cannot recognise is dropped (nothing could vouch for
 * it); the rest are added without an evidence level (no source grades them for this condition).
 */
export function mergeConditionRecommendations(
  kb: ConditionRecommendationsBody,
  answer: ConditionRecommendationsAnswer,
  regimen: ConditionRegimen,
): ConditionRecommendationsBody {
  const byName = new Map(answer.recommendedSupplements.slice(0, MAX_MODEL_ITEMS).map((item) => [normalizeName(item.name), item] as const));
  const recommended: RecommendedSupplement[] = kb.recommendedSupplements.map((item) => {
    const model = byName.get(normalizeName(item.name));
    if (model === undefined) return item;
    const explanation = cleanText(model.benefits);
    return { ...item, explanation: explanation === '' ? null : explanation, safetyNotes: appendList(item.safetyNotes, model.safetyNotes) };
  });
  const notRecommended = [...kb.notRecommendedForYou];
  const seen = new Set([...recommended, ...notRecommended].map((item) => normalizeName(item.name)));
  let added = 0;
  for (const candidate of byName.values()) {
    const name = cleanText(candidate.name);
    const key = normalizeName(name);
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    const screening = screenAddition(name, regimen);
    if (screening.verdict === 'unknown') continue;
    if (screening.verdict === 'blocked') {
      notRecommended.push({ name, reason: screening.reason, sources: screening.sources });
      continue;
    }
    if (added >= MAX_MODEL_SUPPLEMENTS) continue;
    added += 1;
    recommended.push({
      name,
      evidenceLevel: null,
      dosage: cleanText(candidate.dosage),
      timing: cleanText(candidate.timing),
      benefits: cleanText(candidate.benefits),
      safetyNotes: appendList(screening.safetyNotes, candidate.safetyNotes),
      sources: [],
      alreadyTaken: regimen.supplements.some((item) => item.isActive !== false && normalizeName(item.name) === key),
      origin: 'model',
      explanation: null,
    });
  }
  const modelNotes = cleanText(answer.interactionNotes);
  return {
    ...kb,
    recommendedSupplements: recommended,
    notRecommendedForYou: notRecommended,
    lifestyleRecommendations: appendList(kb.lifestyleRecommendations, answer.lifestyleRecommendations),
    warningsAndPrecautions: appendList(kb.warningsAndPrecautions, answer.warningsAndPrecautions),
    interactionNotes:
      notRecommended.length > kb.notRecommendedForYou.length
        ? `Left out because of what you take or have: ${notRecommended.map((item) => item.name).join(', ')}.${modelNotes === '' ? '' : ` ${modelNotes}`}`
        : [kb.interactionNotes, modelNotes].filter((text) => text !== '').join(' '),
    monitoringAdvice: [kb.monitoringAdvice, cleanText(answer.monitoringAdvice)].filter((text) => text !== '').join(' '),
  };
}
