import { ApiError, problemCode, serverMessage } from '../../../lib/api-client.ts';

/** Spec 02 error catalogue: a duplicate is told as the server said it; so is the plan limit; anything else is generic. */
export function addErrorMessage(error: unknown): string {
  const message = serverMessage(error);
  if (message.includes('already exists')) return message;
  if (error instanceof ApiError && problemCode(error) === 'supplement_limit_reached') return message;
  return 'Unable to add this supplement. Please try again.';
}
