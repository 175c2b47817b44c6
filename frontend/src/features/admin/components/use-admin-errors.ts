import { useEffect } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { SIGN_IN_URL, UNAUTHORIZED_REDIRECT_MS } from '../model/admin-access.ts';

/**
 * Spec 02: when an admin call answers 401 the visitor is sent to sign in after 1.5 s. Returns
 * whether one of the errors is a 403 (the account lost its admin rights meanwhile).
 */
export function useAdminErrors(...errors: readonly unknown[]): { forbidden: boolean; unauthorized: boolean } {
  const unauthorized = errors.some((error) => error instanceof ApiError && error.status === 401);
  const forbidden = errors.some((error) => error instanceof ApiError && error.status === 403);
  useEffect(() => {
    if (!unauthorized) return;
    const timer = window.setTimeout(() => window.location.assign(SIGN_IN_URL), UNAUTHORIZED_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [unauthorized]);
  return { forbidden, unauthorized };
}
