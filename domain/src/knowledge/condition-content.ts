import { bonesJointsSkinLungs } from './condition-content/bones-joints-skin-lungs.ts';
import type { ConditionContent } from './condition-content/condition-content-types.ts';
import { digestionKidneyLiver } from './condition-content/digestion-kidney-liver.ts';
import { heartAndMetabolism } from './condition-content/heart-and-metabolism.ts';
import { lifeStagesAndMore } from './condition-content/life-stages-and-more.ts';
import { mindAndBrain } from './condition-content/mind-and-brain.ts';
import type { ConditionEntry } from './knowledge-schema.ts';
import { resolveCondition } from './resolve-condition.ts';

/** Reference and advice for every condition in conditions.ts (a test checks none is missing). */
export const conditionContents: readonly ConditionContent[] = [...mindAndBrain, ...heartAndMetabolism, ...digestionKidneyLiver, ...bonesJointsSkinLungs, ...lifeStagesAndMore];

const byId = new Map(conditionContents.map((content) => [content.conditionId, content]));

/** The condition a user's condition name is about and what the knowledge base says of it; null when it knows neither. */
export function conditionContentFor(name: string): { readonly condition: ConditionEntry; readonly content: ConditionContent } | null {
  const condition = resolveCondition(name);
  const content = condition === null ? undefined : byId.get(condition.id);
  return condition === null || content === undefined ? null : { condition, content };
}
