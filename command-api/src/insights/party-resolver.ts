import { matchSupplement, resolveDrug } from '@regimen/domain';
import { normalizeName } from './kb-common.ts';
import type { RegimenInput } from './provider.ts';

interface Item {
  readonly id: string;
  readonly name: string;
  readonly keys: readonly string[];
  readonly entryIds: ReadonlySet<string>;
}

export interface PartyResolver {
  /** The user's items a name written by a person or a model refers to; empty when none. */
  resolve(name: string): string[];
  /** All parties of a list of names, or null when one of them is not the user's. */
  resolveAll(names: readonly string[]): Set<string> | null;
  nameOf(id: string): string;
  /** Ids in the order the user's items were given, for stable output. */
  ordered(ids: ReadonlySet<string>): string[];
}

/**
 * Matches names against the user's active supplements and prescriptions: the exact name or brand
 * first, then what the knowledge base recognises in the name ("Zoloft" is the user's "Sertraline",
 * "vitamin D" is their "D3 5000 IU"), then one name containing the other.
 */
export function partyResolver(input: RegimenInput): PartyResolver {
  const supplements: Item[] = input.supplements
    .filter((supplement) => supplement.isActive !== false)
    .map((supplement) => ({
      id: supplement.id,
      name: supplement.name,
      keys: [supplement.name, `${supplement.brand ?? ''} ${supplement.name}`, supplement.brand ?? ''].map(normalizeName).filter(Boolean),
      entryIds: new Set(matchSupplement(supplement).map((match) => match.entry.id)),
    }));
  const prescriptions: Item[] = (input.prescriptions ?? [])
    .filter((prescription) => prescription.isActive !== false)
    .map((prescription) => ({
      id: prescription.id,
      name: prescription.medicationName,
      keys: [prescription.medicationName, prescription.brand ?? ''].map(normalizeName).filter(Boolean),
      entryIds: new Set(resolveDrug(`${prescription.medicationName} ${prescription.brand ?? ''}`).map((drug) => drug.id)),
    }));
  const items = [...supplements, ...prescriptions];
  const ids = (found: readonly Item[]) => found.map((item) => item.id);

  const resolve = (name: string): string[] => {
    const key = normalizeName(name);
    if (key === '') return [];
    const exact = items.filter((item) => item.keys.includes(key));
    if (exact.length > 0) return ids(exact);
    const entries = new Set(matchSupplement({ name }).map((match) => match.entry.id));
    const drugs = new Set(resolveDrug(name).map((drug) => drug.id));
    const known = [
      ...supplements.filter((item) => [...item.entryIds].some((id) => entries.has(id))),
      ...prescriptions.filter((item) => [...item.entryIds].some((id) => drugs.has(id))),
    ];
    if (known.length > 0) return ids(known);
    return ids(items.filter((item) => key.length >= 4 && item.keys.some((other) => other.length >= 4 && (other.includes(key) || key.includes(other)))));
  };

  return {
    resolve,
    resolveAll(names) {
      const parties = new Set<string>();
      for (const name of names) {
        const found = resolve(name);
        if (found.length === 0) return null;
        found.forEach((id) => parties.add(id));
      }
      return parties;
    },
    nameOf: (id) => items.find((item) => item.id === id)?.name ?? id,
    ordered: (found) => items.filter((item) => found.has(item.id)).map((item) => item.id),
  };
}

export function isSubset(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  return [...a].every((id) => b.has(id));
}
