import OpenAI from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import type { AutoParseableResponseFormat } from 'openai/lib/parser';
import type { ProviderUsage } from '@regimen/domain/contracts/ai';
import { normalizeName } from './kb-common.ts';
import { knowledgeBenefits, knowledgeResearch, supplementOfTheDayFrom } from '@regimen/domain';
import { knowledgeInteractions } from './kb-interactions.ts';
import { knowledgePrescription } from './kb-prescription.ts';
import { findEntry, requireName } from './kb-research.ts';
import { knowledgeSuggestions } from './kb-suggestions.ts';
import { knowledgeSupplementOfTheDay, pickForDay } from './kb-supplement-of-the-day.ts';
import { mergeBenefits, mergeResearch, modelSupplementOfTheDay } from './merge-knowledge-facts.ts';
import { mergePrescription } from './merge-prescription.ts';
import { mergeSuggestions } from './merge-suggestions.ts';
import { mergeInteractions } from './merge-interactions.ts';
import {
  benefitsAnswerSchema,
  interactionsAnswerSchema,
  prescriptionAnswerSchema,
  researchAnswerSchema,
  researchDataAnswerSchema,
  suggestionsAnswerSchema,
} from './model-answers.ts';
import { toProviderError } from './openai-errors.ts';
import { openAiConditionMethods } from './condition-openai.ts';
import { estimateCostUsd } from './pricing.ts';
import { describePrescription, describeSupplement, messages, tasks } from './prompts.ts';
import { knowledgeBaseUsage, ProviderError, type InsightProvider, type RegimenInput } from './provider.ts';

export interface OpenAiProviderOptions {
  readonly apiKey: string;
  /** Any OpenAI-compatible server ("http://localhost:11434/v1"); OpenAI's own when absent. */
  readonly baseURL?: string | undefined;
  readonly model: string;
  readonly timeoutMs: number;
  readonly maxRetries: number;
}

const formats = {
  interactions: zodResponseFormat(interactionsAnswerSchema, 'interaction_analysis'),
  benefits: zodResponseFormat(benefitsAnswerSchema, 'benefits_analysis'),
  suggestions: zodResponseFormat(suggestionsAnswerSchema, 'supplement_suggestions'),
  prescription: zodResponseFormat(prescriptionAnswerSchema, 'prescription_analysis'),
  research: zodResponseFormat(researchAnswerSchema, 'supplement_research'),
  researchData: zodResponseFormat(researchDataAnswerSchema, 'supplement_of_the_day'),
};

const active = <T extends { isActive?: boolean }>(items: readonly T[] | undefined): T[] => (items ?? []).filter((item) => item.isActive !== false);

/**
 * Chat Completions with structured outputs (the API most OpenAI-compatible servers implement),
 * validated by zod. Every operation computes the knowledge base's answer first, gives it to the
 * model as context and merges the reply under the knowledge base (see the merge functions), so a
 * model can add to the answer but not remove or downgrade a knowledge-base finding.
 */
export function createOpenAiProvider(options: OpenAiProviderOptions): InsightProvider {
  const { model } = options;
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    timeout: options.timeoutMs,
    maxRetries: options.maxRetries,
  });

  async function ask<T>(format: AutoParseableResponseFormat<T>, task: string, data: unknown): Promise<{ answer: T; usage: ProviderUsage }> {
    let completion;
    try {
      completion = await client.chat.completions.parse({ model, messages: messages(task, data), response_format: format });
    } catch (error) {
      throw toProviderError(error);
    }
    const message = completion.choices[0]?.message;
    if (message === undefined || (message.refusal ?? null) !== null || message.parsed === null) {
      throw new ProviderError('invalid_output', 'The AI service did not give a usable answer. Please try again.');
    }
    const inputTokens = completion.usage?.prompt_tokens ?? null;
    const outputTokens = completion.usage?.completion_tokens ?? null;
    return {
      answer: message.parsed,
      usage: { provider: 'openai', model, inputTokens, outputTokens, estimatedCostUsd: estimateCostUsd(model, inputTokens, outputTokens) },
    };
  }

  const regimen = (input: RegimenInput) => ({
    supplements: active(input.supplements).map(describeSupplement),
    prescriptions: active(input.prescriptions).map(describePrescription),
  });

  return {
    id: 'openai',
    model,

    async analyzeInteractions(input) {
      const { analysis } = knowledgeInteractions(input);
      const { answer, usage } = await ask(formats.interactions, tasks.interactions, {
        ...regimen(input),
        knowledgeBaseFindings: analysis.negativeInteractions.map(({ supplements, title, riskLevel, recommendation }) => ({ supplements, title, riskLevel, recommendation })),
        knowledgeBaseSynergies: analysis.positiveInteractions.map(({ supplements, benefit }) => ({ supplements, benefit })),
        notInKnowledgeBase: analysis.notChecked,
      });
      return { result: mergeInteractions(analysis, answer, input, model), usage };
    },

    async analyzeBenefits({ supplement }) {
      const kb = knowledgeBenefits(supplement);
      const known = kb.knowledgeEntries.length > 0;
      const { answer, usage } = await ask(formats.benefits, tasks.benefits, {
        supplement: describeSupplement(supplement),
        knowledgeBase: known
          ? { summary: kb.summary, primaryBenefits: kb.primaryBenefits, evidenceLevel: kb.evidenceLevel, dosage: kb.dosageRecommendation, sideEffects: kb.sideEffects }
          : null,
      });
      return { result: mergeBenefits(kb, answer, model), usage };
    },

    async suggestSupplements(input) {
      const kb = knowledgeSuggestions(input);
      const { answer, usage } = await ask(formats.suggestions, tasks.suggestions, {
        ...regimen(input),
        alreadySuggested: kb.suggestions.map((suggestion) => suggestion.supplementName),
      });
      return { result: mergeSuggestions(kb, answer, input, model), usage };
    },

    async analyzePrescription({ prescription, supplements }) {
      const kbp = knowledgePrescription(prescription, supplements);
      const { answer, usage } = await ask(formats.prescription, tasks.prescription, {
        prescription: describePrescription(prescription),
        supplements: active(supplements).map(describeSupplement),
        knowledgeBase: {
          recognized: kbp.analysis.recognized,
          therapeuticClass: kbp.analysis.therapeuticClass,
          cautions: kbp.analysis.antagonisticSupplements.map(({ name, riskLevel, interaction }) => ({ name, riskLevel, interaction })),
        },
      });
      return { result: mergePrescription(kbp, answer, supplements, model), usage };
    },

    /** A researched name the knowledge base knows is answered from it without a call; only unknown names go to the model. */
    async supplementOfTheDay({ date, researched }) {
      if (researched === undefined) return { result: knowledgeSupplementOfTheDay(date), usage: knowledgeBaseUsage };
      const names = [...new Map(researched.map((name) => [normalizeName(name), name.trim()] as const)).entries()]
        .filter(([key]) => key !== '')
        .toSorted(([a], [b]) => a.localeCompare(b))
        .map(([, name]) => name);
      const name = pickForDay(date, names);
      if (name === undefined) return { result: null, usage: knowledgeBaseUsage };
      const entry = findEntry(name);
      if (entry !== undefined) return { result: supplementOfTheDayFrom(entry, date), usage: knowledgeBaseUsage };
      const { answer, usage } = await ask(formats.researchData, tasks.researchData, { supplement: name });
      return { result: modelSupplementOfTheDay(date, name, answer, model), usage };
    },

    async research({ supplementName }) {
      const name = requireName(supplementName);
      const entry = findEntry(name);
      const kb = entry === undefined ? null : knowledgeResearch(entry);
      const { answer, usage } = await ask(formats.research, tasks.research, {
        supplement: name,
        knowledgeBase: kb === null ? null : { name: kb.name, overview: kb.overview, evidenceLevel: kb.evidenceLevel, contraindications: kb.contraindications, drugInteractions: kb.drugInteractions },
      });
      return { result: mergeResearch(kb, answer, name, model), usage };
    },

    ...openAiConditionMethods(ask),
  };
}
