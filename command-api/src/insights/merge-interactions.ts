import type { InteractionAnalysis, NegativeInteraction, PositiveInteraction } from '@regimen/domain/contracts/ai';
import { compareSeverity } from './kb-common.ts';
import { overallSafetyOf } from './kb-interactions.ts';
import { cleanText, joinText, MAX_MODEL_ITEMS, modelProvenance } from './merge-common.ts';
import type { InteractionsAnswer } from './model-answers.ts';
import { isSubset, partyResolver } from './party-resolver.ts';
import type { RegimenInput } from './provider.ts';

// A model cannot make an incomplete check complete, nor hide an unsafe finding behind "incomplete".
const safetyRank = { safe: 0, caution: 1, incomplete: 2, unsafe: 3 } as const;

function overlaps(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  return isSubset(a, b) || isSubset(b, a);
}

function sameSet(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  return a.size === b.size && isSubset(a, b);
}

/**
 * The knowledge base is the floor. Its findings come first, unchanged: the model cannot remove
 * them, lower their severity or reword their recommendation. A model's negative interaction is
 * added only when every item it names is one of the user's active items and it is not about a
 * subset of the items of a knowledge-base finding (then it is the same finding, and the knowledge
 * base's severity wins). A model's beneficial combination is dropped when any negative finding is
 * about the same items. Overall safety is the more cautious of the knowledge base's and the model's.
 */
export function mergeInteractions(kb: InteractionAnalysis, answer: InteractionsAnswer, input: RegimenInput, model: string): InteractionAnalysis {
  const resolver = partyResolver(input);
  const partiesOf = (names: readonly string[]) => resolver.resolveAll(names) ?? new Set<string>();
  const kbNegatives = kb.negativeInteractions.map((item) => partiesOf(item.supplements));
  const kbPositives = kb.positiveInteractions.map((item) => partiesOf(item.supplements));

  const modelNegatives: { item: NegativeInteraction; parties: Set<string> }[] = [];
  for (const candidate of answer.negativeInteractions) {
    const parties = resolver.resolveAll(candidate.supplements);
    if (parties === null || parties.size === 0) continue;
    if (kbNegatives.some((known) => isSubset(parties, known))) continue;
    if (modelNegatives.some((kept) => sameSet(kept.parties, parties))) continue;
    const ordered = resolver.ordered(parties);
    modelNegatives.push({
      parties,
      item: {
        id: `model:${[...parties].sort().join('+')}`,
        supplements: ordered.map(resolver.nameOf),
        severity: candidate.severity,
        riskLevel: candidate.severity,
        type: candidate.type,
        title: cleanText(candidate.title),
        description: cleanText(candidate.description),
        recommendation: cleanText(candidate.recommendation),
        separationHours: null,
        sources: [],
        origin: 'model',
      },
    });
    if (modelNegatives.length === MAX_MODEL_ITEMS) break;
  }
  modelNegatives.sort((a, b) => compareSeverity(a.item.riskLevel, b.item.riskLevel));

  const negativeSets = [...kbNegatives, ...modelNegatives.map((kept) => kept.parties)].filter((set) => set.size > 1);
  const modelPositives: { item: PositiveInteraction; parties: Set<string> }[] = [];
  for (const candidate of answer.positiveInteractions) {
    const parties = resolver.resolveAll(candidate.supplements);
    if (parties === null || parties.size < 2) continue;
    if ([...negativeSets, ...kbPositives, ...modelPositives.map((kept) => kept.parties)].some((known) => overlaps(known, parties))) continue;
    modelPositives.push({
      parties,
      item: {
        id: `model:${[...parties].sort().join('+')}`,
        supplements: resolver.ordered(parties).map(resolver.nameOf),
        type: cleanText(candidate.type),
        benefit: cleanText(candidate.benefit),
        description: cleanText(candidate.description),
        enhancement: cleanText(candidate.enhancement),
        sources: [],
        origin: 'model',
      },
    });
    if (modelPositives.length === MAX_MODEL_ITEMS) break;
  }

  const negativeInteractions = [...kb.negativeInteractions, ...modelNegatives.map((kept) => kept.item)];
  const uncheckedCount = kb.notChecked.supplements.length + kb.notChecked.prescriptions.length;
  const floor = overallSafetyOf(negativeInteractions, uncheckedCount);
  const overallSafety = safetyRank[answer.overallSafety] > safetyRank[floor] ? answer.overallSafety : floor;
  const modelParts = [
    'summary',
    ...(modelNegatives.length > 0 ? ['negativeInteractions'] : []),
    ...(modelPositives.length > 0 ? ['positiveInteractions'] : []),
    ...(overallSafety !== overallSafetyOf(kb.negativeInteractions, uncheckedCount) ? ['overallSafety'] : []),
  ];
  return {
    ...kb,
    hasInteractions: negativeInteractions.some((item) => item.informational !== true),
    summary: joinText(kb.summary, answer.summary),
    overallSafety,
    negativeInteractions,
    positiveInteractions: [...kb.positiveInteractions, ...modelPositives.map((kept) => kept.item)],
    provenance: [...kb.provenance, modelProvenance(model, modelParts)],
  };
}
