import { describe, expect, it } from 'vitest';
import {
  findingBadge,
  notCheckedText,
  canAnalyzeInteractions,
  partiesText,
  riskBadge,
  safetyBadge,
  separationText,
  severityBadge,
  truncate,
} from './interaction-view.ts';

describe('safetyBadge', () => {
  it('names the three known levels and treats anything else as dangerous', () => {
    expect(safetyBadge('safe')).toEqual({ label: 'Safe', variant: 'emerald' });
    expect(safetyBadge('Caution').variant).toBe('warning');
    expect(safetyBadge('unsafe')).toEqual({ label: 'Unsafe', variant: 'destructive' });
    expect(safetyBadge('unknown')).toEqual({ label: 'Dangerous', variant: 'destructive' });
    expect(safetyBadge('incomplete')).toEqual({ label: 'Incomplete', variant: 'warning' });
  });
});

describe('severityBadge', () => {
  it('marks major red and moderate yellow, anything else grey', () => {
    expect(severityBadge('major').variant).toBe('destructive');
    expect(severityBadge('moderate').variant).toBe('warning');
    expect(severityBadge('minor')).toEqual({ label: 'Minor', variant: 'neutral' });
  });
});

describe('findingBadge', () => {
  it('names a contraindication, which the three-level scale shows as major', () => {
    expect(findingBadge({ severity: 'major', riskLevel: 'contraindicated' })).toEqual({
      label: 'Contraindicated',
      variant: 'destructive',
    });
    expect(findingBadge({ severity: 'moderate', riskLevel: 'moderate' }).label).toBe('Moderate');
  });
});

describe('riskBadge', () => {
  it('names the four knowledge-base levels', () => {
    expect(riskBadge('contraindicated')).toEqual({ label: 'Contraindicated', variant: 'destructive' });
    expect(riskBadge('major').variant).toBe('destructive');
    expect(riskBadge('minor')).toEqual({ label: 'Minor', variant: 'neutral' });
  });
});

describe('separationText', () => {
  it('says how far apart to take the two, only when spacing is the remedy', () => {
    expect(separationText(2)).toBe('Keep at least 2 hours apart.');
    expect(separationText(1)).toBe('Keep at least 1 hour apart.');
    expect(separationText(null)).toBeNull();
    expect(separationText(2, 'Take calcium and iron supplements at least 2 hours apart.')).toBeNull();
    expect(separationText(4, 'Take them at least 2 hours apart.')).toBe('Keep at least 4 hours apart.');
  });
});

describe('notCheckedText', () => {
  it('names what the knowledge base could not check, and is silent when it checked everything', () => {
    expect(notCheckedText({ supplements: ['Mystery Blend'], prescriptions: ['Foozol'] })).toMatch(
      /^Not checked: Mystery Blend, Foozol\. The knowledge base does not recognise them/,
    );
    expect(notCheckedText({ supplements: [], prescriptions: [] })).toBeNull();
  });

  it('suggests the closest known names and says the result is incomplete', () => {
    const text = notCheckedText({ supplements: ['Ashwaganda'], prescriptions: [], suggestions: [{ name: 'Ashwaganda', suggestions: ['Ashwagandha'] }] });
    expect(text).toBe(
      'Not checked: Ashwaganda (did you mean Ashwagandha?). The knowledge base does not recognise it, so this result is incomplete: no warning here says nothing about it.',
    );
  });
});

describe('partiesText', () => {
  it('joins names with "&", since a name can hold "+" itself', () => {
    expect(partiesText(['Calcium Citrate + D3', 'Iron Bisglycinate'])).toBe('Calcium Citrate + D3 & Iron Bisglycinate');
  });

  it('names two products of the same name once, with the count, not as interacting with itself', () => {
    expect(partiesText(['Vitamin D3', 'Vitamin D3'])).toBe('Vitamin D3 (2 products)');
    expect(partiesText(['Vitamin D3', 'Vitamin D3', 'Cod Liver Oil'])).toBe('Vitamin D3 (2 products) & Cod Liver Oil');
  });
});

describe('truncate', () => {
  it('keeps text up to the limit and cuts longer text on a word with an ellipsis', () => {
    expect(truncate('short', 100)).toBe('short');
    const long = 'Calcium competes with iron for absorption in the gut, lowering the iron you actually take up from each dose.';
    const cut = truncate(long, 100);
    expect(cut.length).toBeLessThanOrEqual(100);
    expect(cut.endsWith('…')).toBe(true);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
    expect(truncate('a'.repeat(120), 80)).toHaveLength(80);
  });
});

describe('canAnalyzeInteractions', () => {
  it('needs two items, at least one a supplement; a prescription counts', () => {
    expect(canAnalyzeInteractions(2, 0)).toBe(true);
    expect(canAnalyzeInteractions(1, 1)).toBe(true);
    expect(canAnalyzeInteractions(1, 0)).toBe(false);
    expect(canAnalyzeInteractions(0, 3)).toBe(false);
  });
});
