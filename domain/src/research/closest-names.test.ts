import { describe, expect, it } from 'vitest';
import { closestSupplementNames } from './closest-names.ts';

describe('a name the knowledge base does not know', () => {
  it('offers the entry a typo most likely meant first', () => {
    expect(closestSupplementNames('ashwaganda')[0]).toBe('Ashwagandha');
    expect(closestSupplementNames('magnesum')[0]).toMatch(/^Magnesium/);
  });

  it('offers the entry whose name starts with what was typed first', () => {
    expect(closestSupplementNames('vitamin d')[0]).toMatch(/^Vitamin D/);
    expect(closestSupplementNames('creatin')[0]).toBe('Creatine');
  });

  it('offers nothing for text far from every name', () => {
    expect(closestSupplementNames('qqqqzzzzxxxx')).toEqual([]);
    expect(closestSupplementNames('   ')).toEqual([]);
  });

  it('offers at most the limit, each once', () => {
    const names = closestSupplementNames('vitamin', 2);
    expect(names).toHaveLength(2);
    expect(new Set(names).size).toBe(2);
  });
});
