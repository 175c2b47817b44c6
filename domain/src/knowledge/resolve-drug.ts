import { drugClasses, drugs } from './drug-classes.ts';
import { combinationProducts } from './drug-dictionary-more.ts';
import type { DrugClass, DrugEntry } from './knowledge-schema.ts';
import { buildPhraseIndex, findPhrases } from './phrase-index.ts';

const drugIndex = buildPhraseIndex(drugs.flatMap((drug) => drug.names.map((name) => [name, drug] as const)));
const classById = new Map(drugClasses.map((drugClass) => [drugClass.id, drugClass]));
const drugById = new Map(drugs.map((drug) => [drug.id, drug]));
const combinationIndex = buildPhraseIndex(combinationProducts.flatMap((product) => product.names.map((name) => [name, product.components] as const)));

export interface ResolvedDrug {
  readonly id: string;
  readonly name: string;
  readonly classes: readonly string[];
  /** The words in the input that named the drug ("Zoloft"). */
  readonly matchedText: string;
  readonly route?: DrugEntry['route'];
}

/**
 * The drugs named in free text such as a prescription's medication name and brand:
 * "Sertraline 50 mg", "ZOLOFT", "Carbidopa/Levodopa 25/100". Unknown text gives [].
 */
export function resolveDrug(text: string): ResolvedDrug[] {
  const found = new Map<string, ResolvedDrug>();
  for (const match of findPhrases(drugIndex, text)) {
    const drug: DrugEntry = match.value;
    if (!found.has(drug.id)) found.set(drug.id, { id: drug.id, name: drug.name, classes: drug.classes, matchedText: match.text, ...(drug.route === undefined ? {} : { route: drug.route }) });
  }
  for (const match of findPhrases(combinationIndex, text)) {
    for (const id of match.value) {
      const drug = drugById.get(id);
      if (drug !== undefined && !found.has(id)) found.set(id, { id, name: drug.name, classes: drug.classes, matchedText: match.text });
    }
  }
  const superseded = new Set(drugs.filter((drug) => found.has(drug.id)).flatMap((drug) => drug.supersedes ?? []));
  return [...found.values()].filter((drug) => !superseded.has(drug.id));
}

export function drugClassById(id: string): DrugClass | undefined {
  return classById.get(id);
}
