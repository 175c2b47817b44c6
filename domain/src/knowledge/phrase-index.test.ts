import { describe, expect, it } from 'vitest';
import { buildPhraseIndex, findPhrases, normalizePhrase, tokenize } from './phrase-index.ts';

describe('normalizePhrase', () => {
  it('ignores case, punctuation, apostrophes, accents and plurals', () => {
    const forms = ["St. John's Wort", 'St Johns Wort', "ST JOHN'S WORT", 'st-john’s wort'];
    expect(new Set(forms.map(normalizePhrase))).toEqual(new Set(['st john wort']));
    expect(normalizePhrase('Probiotics')).toBe(normalizePhrase('probiotic'));
    expect(normalizePhrase('Échinacéa')).toBe('echinacea');
  });

  it('splits letters from digits and spells out Greek letters', () => {
    expect(normalizePhrase('Vitamin D3')).toBe(normalizePhrase('vitamin d-3'));
    expect(normalizePhrase('CoQ10')).toBe('coq 10');
    expect(normalizePhrase('β-alanine')).toBe(normalizePhrase('beta alanine'));
  });
});

describe('findPhrases', () => {
  const index = buildPhraseIndex([
    ['carnitine', 'carnitine'],
    ['acetyl l carnitine', 'alcar'],
    ['vitamin d', 'vitamin-d'],
    ['calcium', 'calcium'],
  ]);

  it('prefers the longest phrase where matches overlap and keeps text order', () => {
    expect(findPhrases(index, 'Acetyl-L-Carnitine with Calcium').map((match) => match.value)).toEqual(['alcar', 'calcium']);
  });

  it('matches whole tokens only', () => {
    expect(findPhrases(index, 'Calciumoxide')).toEqual([]);
  });

  it('reports offsets in the original text and the word before', () => {
    const [match] = findPhrases(index, 'Vit (as Vitamin D3) 25 mcg');
    expect(match).toMatchObject({ value: 'vitamin-d', text: 'Vitamin D', previousToken: 'as' });
  });

  it('keeps token offsets aligned with the text', () => {
    expect(tokenize('D3 5000IU').map((token) => [token.value, token.start, token.end])).toEqual([
      ['d', 0, 1],
      ['3', 1, 2],
      ['5000', 3, 7],
      ['iu', 7, 9],
    ]);
  });
});
