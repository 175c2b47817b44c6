import type { RecommendedSupplement } from '@regimen/domain/contracts/health-condition-insights';
import type { CreateSupplementInput } from '@regimen/domain/contracts/supplements';
import { ApiError, problemCode, serverMessage } from '../../../lib/api-client.ts';

/** The recommendation's free-text timing as the schedule's timing (spec section 9's table); morning when it names none. */
function timingOf(text: string): string {
  const timing = text.toLowerCase();
  if (/empty stomach/.test(timing)) return 'empty-stomach';
  if (/bed|night/.test(timing)) return 'bedtime';
  if (/dinner|evening|largest meal/.test(timing)) return 'with-dinner';
  if (/lunch/.test(timing)) return 'with-lunch';
  if (/breakfast|meal/.test(timing)) return 'with-breakfast';
  return 'morning';
}

function frequencyOf(dosage: string): string {
  const text = dosage.toLowerCase();
  if (/three times|3 times|thrice/.test(text)) return 'three-times-daily';
  if (/twice|two times|2 times/.test(text)) return 'twice-daily';
  if (/weekly|a week/.test(text)) return 'weekly';
  return 'daily';
}

/** "Add to My Supplements" in one step: the recommendation's name, dosage and timing, the form's other defaults. */
export function supplementFromRecommendation(recommendation: Pick<RecommendedSupplement, 'name' | 'dosage' | 'timing'>): CreateSupplementInput {
  const dosage = recommendation.dosage.trim().slice(0, 100);
  return {
    name: recommendation.name.trim().slice(0, 200),
    dosage: dosage === '' ? 'As recommended' : dosage,
    frequency: frequencyOf(recommendation.dosage),
    timing: timingOf(recommendation.timing),
  };
}

/** Spec 02 error catalogue: a duplicate or the plan limit is told as the server said it; anything else is generic. */
export function addRecommendationErrorMessage(error: unknown): string {
  const message = serverMessage(error);
  if (message.includes('already exists')) return message;
  if (error instanceof ApiError && problemCode(error) === 'supplement_limit_reached') return message;
  return 'Unable to add this supplement. Please try again.';
}
