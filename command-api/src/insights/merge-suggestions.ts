import type { Suggestion, SupplementSuggestions } from '@regimen/domain/contracts/ai';
import { normalizeName } from './kb-common.ts';
import { findEntry } from './kb-research.ts';
import { screenAddition, takenEntryIds } from './kb-suggestions.ts';
import { cleanList, cleanText, MAX_MODEL_ITEMS, modelProvenance } from './merge-common.ts';
import type { SuggestionsAnswer } from './model-answers.ts';
import { partyResolver } from './party-resolver.ts';
import type { RegimenInput } from './provider.ts';

/** At most this many suggestions in all; the knowledge base's come first. */
const MAX_SUGGESTIONS = 6;

/**
 * A model's suggestion is dropped when the user already takes it, the knowledge base already
 * suggests it, or adding it would bring a knowledge-base interaction of moderate severity or worse
 * with the user's supplements or prescriptions; minor ones are attached to it as cautions.
 */
export function mergeSuggestions(kb: SupplementSuggestions, answer: SuggestionsAnswer, input: RegimenInput, model: string): SupplementSuggestions {
  const taken = takenEntryIds(input);
  const resolver = partyResolver({ supplements: input.supplements });
  const seenEntries = new Set(kb.suggestions.flatMap((suggestion) => (suggestion.knowledgeId === null ? [] : [suggestion.knowledgeId])));
  const seenNames = new Set(kb.suggestions.map((suggestion) => normalizeName(suggestion.supplementName)));
  const added: Suggestion[] = [];
  for (const candidate of answer.suggestions.slice(0, MAX_MODEL_ITEMS)) {
    const name = cleanText(candidate.supplementName);
    const entry = findEntry(name);
    if (name === '' || seenNames.has(normalizeName(name)) || resolver.resolve(name).length > 0) continue;
    if (entry !== undefined && (taken.has(entry.id) || seenEntries.has(entry.id))) continue;
    const screening = screenAddition(name, input);
    if (screening.blocked) continue;
    seenNames.add(normalizeName(name));
    if (entry !== undefined) seenEntries.add(entry.id);
    added.push({
      supplementName: name,
      category: candidate.category,
      priority: candidate.priority,
      reasoning: cleanText(candidate.reasoning),
      timing: cleanText(candidate.timing),
      potentialBenefits: cleanList(candidate.potentialBenefits),
      synergies: cleanList(candidate.synergies),
      considerations: cleanList(candidate.considerations),
      cautions: screening.cautions,
      knowledgeId: entry?.id ?? null,
      sources: [],
      origin: 'model',
    });
  }
  const suggestions = [...kb.suggestions, ...added].slice(0, MAX_SUGGESTIONS);
  const modelKept = suggestions.some((suggestion) => suggestion.origin === 'model');
  return { ...kb, suggestions, provenance: [...kb.provenance, modelProvenance(model, modelKept ? ['suggestions'] : [])] };
}
