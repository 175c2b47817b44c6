import type { CommonPrescription } from './cases.ts';
import { ratio, type Ratio } from './score.ts';

/** What the report needs of `resolveDrug`: the names of the drugs a text resolved to. */
export type DrugResolver = (text: string) => readonly { readonly name: string }[];

export interface Coverage {
  readonly generics: Ratio;
  readonly brands: Ratio;
  /** Combination products whose generic or brand resolves to drugs naming every component. */
  readonly combinationsMapped: Ratio;
  readonly missingGenerics: readonly string[];
  readonly missingBrands: readonly string[];
  readonly unmappedCombinations: readonly string[];
}

const words = (value: string): string => ` ${value.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim()} `;

/**
 * A component counts as mapped when the combination's resolved names contain it, either as
 * written in the list or as the dictionary names it ("albuterol" may resolve to "salbutamol").
 */
function namesEveryComponent(resolved: readonly { readonly name: string }[], components: readonly string[], resolve: DrugResolver): boolean {
  const names = words(resolved.map((drug) => drug.name).join(' '));
  return components.every((component) =>
    [component, ...resolve(component).map((drug) => drug.name)].some((name) => names.includes(words(name))),
  );
}

export function measureCoverage(drugs: readonly CommonPrescription[], resolve: DrugResolver): Coverage {
  const missingGenerics = drugs.filter((drug) => resolve(drug.generic).length === 0).map((drug) => drug.generic);
  const brands = drugs.flatMap((drug) => drug.brands);
  const missingBrands = brands.filter((brand) => resolve(brand).length === 0);
  const combinations = drugs.filter((drug) => drug.components !== undefined);
  const unmapped = combinations
    .filter((drug) => ![drug.generic, ...drug.brands].every((name) => namesEveryComponent(resolve(name), drug.components ?? [], resolve)))
    .map((drug) => drug.generic);
  return {
    generics: ratio(drugs.length - missingGenerics.length, drugs.length),
    brands: ratio(brands.length - missingBrands.length, brands.length),
    combinationsMapped: ratio(combinations.length - unmapped.length, combinations.length),
    missingGenerics,
    missingBrands,
    unmappedCombinations: unmapped,
  };
}
