import { conditions } from './conditions.ts';
import type { ConditionEntry } from './knowledge-schema.ts';
import { buildPhraseIndex, findPhrases } from './phrase-index.ts';

const conditionIndex = buildPhraseIndex(
  conditions.flatMap((condition) => [condition.name, ...condition.aliases].map((alias) => [alias, condition] as const)),
);

/** Known conditions mentioned in a user's free-text condition ("CKD stage 3", "former smoker"). */
export function resolveConditions(text: string): ConditionEntry[] {
  const found = new Map<string, ConditionEntry>();
  for (const match of findPhrases(conditionIndex, text)) found.set(match.value.id, match.value);
  return [...found.values()];
}
