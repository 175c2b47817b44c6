import { conditionPhraseOverrides, conditions } from './conditions.ts';
import type { ConditionEntry } from './knowledge-schema.ts';
import { buildPhraseIndex, findPhrases } from './phrase-index.ts';

const byId = new Map(conditions.map((condition) => [condition.id, condition]));

/** A condition with the broader ones whose rules apply too (atrial fibrillation -> heart disease). */
function withBroader(condition: ConditionEntry): ConditionEntry[] {
  return [condition, ...(condition.partOf ?? []).flatMap((id) => byId.get(id) ?? [])];
}

// Overrides come first: the index keeps a phrase's first value, and an override must win over an alias.
const conditionIndex = buildPhraseIndex<readonly ConditionEntry[]>([
  ...conditionPhraseOverrides.map(({ phrase, conditions: ids }) => [phrase, ids.flatMap((id) => byId.get(id) ?? [])] as const),
  ...conditions.flatMap((condition) => [condition.name, ...condition.aliases].map((alias) => [alias, withBroader(condition)] as const)),
]);

/** Known conditions mentioned in a user's free-text condition ("CKD stage 3", "former smoker"), with the broader ones they belong to. */
export function resolveConditions(text: string): ConditionEntry[] {
  const found = new Map<string, ConditionEntry>();
  for (const match of findPhrases(conditionIndex, text)) for (const condition of match.value) found.set(condition.id, condition);
  return [...found.values()];
}

/** The condition a user's condition name is about: the first one it mentions, most specific first; null when none. */
export function resolveCondition(text: string): ConditionEntry | null {
  return findPhrases(conditionIndex, text).find((match) => match.value.length > 0)?.value[0] ?? null;
}
