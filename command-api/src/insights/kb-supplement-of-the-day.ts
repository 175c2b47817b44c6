import { supplementEntries, supplementOfTheDayFrom, type SupplementEntry } from '@regimen/domain';
import type { SupplementOfTheDay } from '@regimen/domain/contracts/ai';
import { findEntry } from './kb-research.ts';
import { ProviderError } from './provider.ts';

const MS_PER_DAY = 86_400_000;

/** Days since 1970-01-01 for a YYYY-MM-DD date; a malformed or impossible date is refused. */
function dayNumber(date: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const time = match === null ? Number.NaN : Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== date) {
    throw new ProviderError('invalid_input', 'The date must be a calendar day written as YYYY-MM-DD.');
  }
  return Math.floor(time / MS_PER_DAY);
}

/**
 * The same date always picks the same item. A large prime stride spreads consecutive days over
 * the list instead of walking it alphabetically, and still visits every item (the stride shares
 * no factor with any list shorter than it).
 */
export function pickForDay<T>(date: string, candidates: readonly T[]): T | undefined {
  const day = dayNumber(date);
  if (candidates.length === 0) return undefined;
  return candidates[(day * 7919) % candidates.length];
}

/** Without a research history, any entry with high or moderate evidence. */
const defaultCandidates = supplementEntries
  .filter((entry) => entry.evidenceLevel === 'high' || entry.evidenceLevel === 'moderate')
  .toSorted((a, b) => a.id.localeCompare(b.id));

function knowledgeCandidates(researched: readonly string[] | undefined): SupplementEntry[] {
  if (researched === undefined) return defaultCandidates;
  const entries = new Map<string, SupplementEntry>();
  for (const name of researched) {
    const entry = findEntry(name);
    if (entry !== undefined) entries.set(entry.id, entry);
  }
  return [...entries.values()].toSorted((a, b) => a.id.localeCompare(b.id));
}


export function knowledgeSupplementOfTheDay(date: string, researched?: readonly string[]): SupplementOfTheDay | null {
  const entry = pickForDay(date, knowledgeCandidates(researched));
  return entry === undefined ? null : supplementOfTheDayFrom(entry, date);
}
