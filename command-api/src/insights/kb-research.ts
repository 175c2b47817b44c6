import { knowledgeResearch, recognizedEntries, supplementEntries, type SupplementEntry } from '@regimen/domain';
import type { ResearchResult } from '@regimen/domain/contracts/ai';
import { closestSupplementNames } from '@regimen/domain/research/closest-names';
import { normalizeName } from './kb-common.ts';
import { ProviderError } from './provider.ts';

const byPhrase = new Map<string, SupplementEntry>();
for (const entry of supplementEntries) {
  for (const phrase of [entry.name, ...entry.aliases]) {
    const key = normalizeName(phrase);
    if (!byPhrase.has(key)) byPhrase.set(key, entry);
  }
}

/** The entry a typed name means: an exact name or alias first ("hypericum"), else the first one named in the text. */
export function findEntry(name: string): SupplementEntry | undefined {
  return byPhrase.get(normalizeName(name)) ?? recognizedEntries({ name })[0];
}

export function requireName(supplementName: string): string {
  const name = supplementName.trim();
  if (name === '') throw new ProviderError('invalid_input', 'Enter a supplement name to research.');
  return name;
}


/**
 * Research is a lookup, and its cache is shared by all users and grouped by category, so a name the
 * knowledge base does not know is a `not_found` error rather than an empty result that would be cached.
 */
export function knowledgeResearchByName(supplementName: string): ResearchResult {
  const name = requireName(supplementName);
  const entry = findEntry(name);
  if (entry === undefined) {
    throw new ProviderError('not_found', `"${name}" is not in our knowledge base yet. Check the spelling or try a name below.`, {
      closestNames: closestSupplementNames(name),
    });
  }
  return knowledgeResearch(entry);
}
