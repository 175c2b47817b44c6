import { describe, expect, it } from 'vitest';
import { upperLimitAmount, upperLimitSet } from './upper-limits.ts';

const limit = (authority: 'nasem' | 'efsa', nutrientId: string) =>
  upperLimitSet(authority).find((candidate) => candidate.nutrientId === nutrientId);

describe('upperLimitSet', () => {
  it('has one US limit per nutrient', () => {
    const ids = upperLimitSet('nasem').map((candidate) => candidate.nutrientId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('replaces US values with EFSA ones where EFSA set its own, and keeps US values elsewhere', () => {
    expect(limit('efsa', 'vitamin-b6')?.amount).toBe(12);
    expect(limit('efsa', 'zinc')).toMatchObject({ amount: 40, authority: 'nasem' });
    expect(limit('efsa', 'niacin')).toBeUndefined();
    expect(limit('efsa', 'nicotinic-acid')?.covers).toEqual(['niacin']);
    expect(limit('efsa', 'nicotinamide')?.covers).toEqual(['nicotinamide']);
    const covered = upperLimitSet('efsa').flatMap((candidate) => candidate.covers);
    expect(new Set(covered).size).toBe(covered.length);
  });
});

describe('upperLimitAmount', () => {
  const calcium = limit('nasem', 'calcium');

  it('picks the age band', () => {
    if (calcium === undefined) throw new Error('calcium limit missing');
    expect(upperLimitAmount(calcium, 30)).toBe(2500);
    expect(upperLimitAmount(calcium, 51)).toBe(2000);
    expect(upperLimitAmount(calcium)).toBe(2000);
  });
});
