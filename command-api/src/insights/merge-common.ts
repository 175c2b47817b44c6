import type { ProvenanceEntry } from '@regimen/domain/contracts/ai';
import { normalizeName } from './kb-common.ts';

/** A model adds at most this many items to one list; the rest are ignored. */
export const MAX_MODEL_ITEMS = 10;

export function modelProvenance(model: string, parts: readonly string[]): ProvenanceEntry {
  return { kind: 'model', name: model, provider: 'openai', parts: [...parts] };
}

export function cleanText(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

/** Non-blank strings, trimmed, without repeats (ignoring case and punctuation). */
export function cleanList(items: readonly string[], exclude: readonly string[] = []): string[] {
  const seen = new Set(exclude.map(normalizeName));
  const kept: string[] = [];
  for (const item of items.map(cleanText)) {
    const key = normalizeName(item);
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    kept.push(item);
  }
  return kept;
}

/** The knowledge base's list first, then what the model adds that it does not already say. */
export function appendList(knowledge: readonly string[], model: readonly string[]): string[] {
  return [...knowledge, ...cleanList(model, knowledge)];
}

/** Joins the knowledge base's text and the model's explanation; either may be empty. */
export function joinText(knowledge: string, model: string): string {
  return [knowledge, cleanText(model)].filter((text) => text !== '').join(' ');
}

/** Names of the top-level fields where the model's list added something to the knowledge base's. */
export function grew(parts: Record<string, readonly [readonly string[], readonly string[]]>): string[] {
  return Object.entries(parts).filter(([, [before, after]]) => after.length > before.length).map(([name]) => name);
}
