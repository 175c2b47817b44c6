import type { Suggestion } from '@regimen/domain/contracts/ai';
import { createSupplementRequestSchema } from '@regimen/domain/contracts/supplements';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import {
  reasoningPreview,
  shownSuggestions,
  suggestedTiming,
  suggestionAddErrorMessage,
  suggestionToSupplement,
} from './suggestions.ts';

const suggestion = (supplementName: string, overrides: Partial<Suggestion> = {}): Suggestion => ({
  supplementName,
  category: 'foundational',
  priority: 'high',
  reasoning: `${supplementName} fills a common gap in diets like yours and works well with what you already take every day.`,
  timing: 'Morning with breakfast',
  potentialBenefits: ['Energy'],
  synergies: [],
  considerations: [],
  cautions: [],
  knowledgeId: null,
  sources: [],
  origin: 'knowledge-base',
  ...overrides,
});

describe('the suggestions shown in AI Insights', () => {
  it('are the first two', () => {
    const all = ['Magnesium', 'Omega-3', 'Vitamin D3'].map((name) => suggestion(name));
    expect(shownSuggestions(all, []).map((s) => s.supplementName)).toEqual(['Magnesium', 'Omega-3']);
  });

  it('leave out one the user already takes, whatever its spelling, so the next moves up', () => {
    const all = ['Magnesium', 'Omega-3', 'Vitamin D3'].map((name) => suggestion(name));
    expect(shownSuggestions(all, ['omega 3']).map((s) => s.supplementName)).toEqual(['Magnesium', 'Vitamin D3']);
  });

  it('preview the reasoning in at most 80 characters', () => {
    const preview = reasoningPreview(suggestion('Magnesium').reasoning);
    expect(preview.length).toBeLessThanOrEqual(80);
    expect(preview.endsWith('…')).toBe(true);
    expect(reasoningPreview('Short reason.')).toBe('Short reason.');
  });
});

describe('suggested timing', () => {
  it.each([
    ['In the morning', 'morning'],
    ['With breakfast', 'morning'],
    ['Evening, with dinner', 'evening'],
    ['At bedtime', 'bedtime'],
    ['30 minutes before bed', 'bedtime'],
    ['On an empty stomach', 'empty_stomach'],
    ['With a meal containing fat', 'with_meal'],
    ['Any time', 'with_meal'],
  ])('maps "%s" to %s', (text, timing) => {
    expect(suggestedTiming(text)).toBe(timing);
  });
});

describe('adding a suggestion', () => {
  it('sends 1 capsule daily, 30 in stock with an alert at 7, no brand, and the first 100 characters of the reasoning', () => {
    const body = suggestionToSupplement(suggestion('Magnesium Glycinate', { timing: 'Evening' }));
    expect(body).toMatchObject({
      name: 'Magnesium Glycinate',
      brand: null,
      dosage: '1 capsule',
      frequency: 'daily',
      timing: 'evening',
      currentStock: 30,
      lowStockThreshold: 7,
    });
    expect(body.notes).toHaveLength(100);
    expect(createSupplementRequestSchema.safeParse(body).success).toBe(true);
  });

  it("tells a duplicate as the server said it, anything else with the spec's text", () => {
    const duplicate = new ApiError(409, 'Conflict', JSON.stringify({ detail: 'A supplement named "Zinc" already exists' }));
    expect(suggestionAddErrorMessage(duplicate)).toBe('A supplement named "Zinc" already exists');
    expect(suggestionAddErrorMessage(new ApiError(500, 'Internal Server Error', ''))).toBe(
      'Unable to add this supplement. Please try again.',
    );
  });
});
