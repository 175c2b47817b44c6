import type { Suggestion } from '@regimen/domain/contracts/ai';
import type { CreateSupplementInput } from '@regimen/domain/contracts/supplements';
import { normalizeSpelling } from '@regimen/domain/rules/timing';
import { ApiError, problemCode, serverMessage } from '../../../lib/api-client.ts';
import { truncate } from './interaction-view.ts';

/** Spec section 9: the AI Insights panel shows the first 2 suggestions, reasoning cut at 80 characters. */
const SUGGESTIONS_SHOWN = 2;
const REASONING_PREVIEW_LENGTH = 80;

const nameKey = (name: string) => normalizeSpelling(name).replace(/[^a-z0-9]+/g, '');

/**
 * The suggestions the panel shows: the first two the user does not already take. The answer is
 * cached for 10 minutes, so one just added would otherwise stay on offer until it expires.
 */
export function shownSuggestions(suggestions: readonly Suggestion[], takenNames: readonly string[]): Suggestion[] {
  const taken = new Set(takenNames.map(nameKey));
  return suggestions.filter((suggestion) => !taken.has(nameKey(suggestion.supplementName))).slice(0, SUGGESTIONS_SHOWN);
}

export function reasoningPreview(reasoning: string): string {
  return truncate(reasoning, REASONING_PREVIEW_LENGTH);
}

/** Spec section 9: suggested timing text maps to morning, evening, with_meal, bedtime, empty_stomach; default with_meal. */
export function suggestedTiming(timing: string): string {
  const text = timing.toLowerCase();
  if (/empty stomach|fasting|before (a )?meal/.test(text)) return 'empty_stomach';
  if (/bed|night|sleep/.test(text)) return 'bedtime';
  if (/evening|dinner/.test(text)) return 'evening';
  if (/morning|breakfast/.test(text)) return 'morning';
  return 'with_meal';
}

/**
 * Spec section 9: an added suggestion is 1 capsule daily with 30 in stock (alert at 7), no brand,
 * and the first 100 characters of the reasoning as its notes.
 */
export function suggestionToSupplement(suggestion: Suggestion): CreateSupplementInput {
  return {
    name: suggestion.supplementName,
    brand: null,
    type: 'single',
    dosage: '1 capsule',
    frequency: 'daily',
    timing: suggestedTiming(suggestion.timing),
    currentStock: 30,
    lowStockThreshold: 7,
    isActive: true,
    fastingSafe: false,
    notes: suggestion.reasoning.slice(0, 100),
  };
}

const SUGGESTION_ADD_FAILED = 'Unable to add this supplement. Please try again.';

/** Spec section 8: a duplicate is told as the server said it; so is the plan's limit (retrying cannot help). */
export function suggestionAddErrorMessage(error: unknown): string {
  const message = serverMessage(error);
  if (message.includes('already exists')) return message;
  if (error instanceof ApiError && problemCode(error) === 'supplement_limit_reached') return message;
  return SUGGESTION_ADD_FAILED;
}
