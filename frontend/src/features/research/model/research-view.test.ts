import type { CachedResearch, SupplementCache } from '@regimen/domain/contracts/ai';
import { createSupplementRequestSchema } from '@regimen/domain/contracts/supplements';
import { describe, expect, it } from 'vitest';
import {
  alreadyKept,
  cacheGroups,
  cachedCount,
  canResearch,
  CACHE_DIALOG_THRESHOLD,
  dosageOf,
  researchEvidence,
  RESEARCH_PAGE_THRESHOLD,
  supplementFromResearch,
} from './research-view.ts';

const result = { name: 'Ashwagandha', recommendedDosage: '300–600 mg of root extract daily; take with food.', timing: 'Evening, with food' };

describe('a research result added to My Supplements', () => {
  it('takes the spec defaults: stock 30, daily, next due 8:00 AM, threshold as asked', () => {
    const body = supplementFromResearch(result, RESEARCH_PAGE_THRESHOLD);
    expect(body).toMatchObject({ name: 'Ashwagandha', currentStock: 30, lowStockThreshold: 10, frequency: 'daily', nextDueTime: '8:00 AM' });
    expect(supplementFromResearch(result, CACHE_DIALOG_THRESHOLD).lowStockThreshold).toBe(7);
  });

  it('passes the add command contract even for a long recommendation', () => {
    const long = { ...result, recommendedDosage: 'x'.repeat(400), timing: 'y'.repeat(2000) };
    expect(createSupplementRequestSchema.safeParse(supplementFromResearch(long, 10)).success).toBe(true);
  });

  it('keeps the first clause of the dosage recommendation', () => {
    expect(dosageOf(result.recommendedDosage)).toBe('300–600 mg of root extract daily');
    expect(dosageOf('200 mg')).toBe('200 mg');
  });
});

describe('evidence levels', () => {
  it('each have their own colour', () => {
    const variants = (['high', 'moderate', 'limited', 'insufficient'] as const).map((level) => researchEvidence(level).variant);
    expect(new Set(variants).size).toBe(4);
    expect(researchEvidence('high')).toEqual({ label: 'High evidence', variant: 'emerald' });
  });
});

const entry = (name: string): CachedResearch => ({ id: name, supplementName: name } as CachedResearch);
const empty: SupplementCache = { vitamins: [], minerals: [], amino_acids: [], herbs: [], enzymes: [], other: [] };

describe('the research cache', () => {
  it('is grouped in the spec order with empty groups left out', () => {
    const groups = cacheGroups({ ...empty, herbs: [entry('Ashwagandha')], vitamins: [entry('Vitamin D')] });
    expect(groups.map((group) => group.label)).toEqual(['Vitamins', 'Herbs']);
    expect(cachedCount({ ...empty, herbs: [entry('A'), entry('B')], other: [entry('C')] })).toBe(3);
  });

  it('has no groups when empty', () => {
    expect(cacheGroups(empty)).toEqual([]);
  });
});

describe('the research input', () => {
  it('submits only a non-blank name while nothing is pending', () => {
    expect(canResearch('  ', false)).toBe(false);
    expect(canResearch('zinc', true)).toBe(false);
    expect(canResearch('zinc', false)).toBe(true);
  });

  it('knows a supplement the user already keeps, whatever the case', () => {
    expect(alreadyKept(' ashwagandha', ['Ashwagandha'])).toBe(true);
    expect(alreadyKept('Zinc', ['Ashwagandha'])).toBe(false);
  });
});
