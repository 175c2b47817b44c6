import { serverMessage } from '../../../lib/api-client.ts';

export const ADD_SUPPLEMENT_FAILED = 'Failed to add supplement. Please try again.';

/** A duplicate is worth telling the user as the server said it; anything else gets the generic text. */
export function addSupplementErrorMessage(error: unknown): string {
  const message = serverMessage(error);
  return message.includes('already exists') ? message : ADD_SUPPLEMENT_FAILED;
}
