import { currentUserSchema, type CurrentUser } from '@regimen/domain/contracts/auth';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, type ApiClient } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type Session =
  | { status: 'anonymous' }
  | { status: 'authenticated'; user: CurrentUser }
  | { status: 'demo'; user: CurrentUser };

/** Who is here: the server's user, or nobody when it answers 401. Any other failure is a real error. */
export async function getSession(api: ApiClient): Promise<Session> {
  try {
    return { status: 'authenticated', user: await api.get('/api/auth/user', currentUserSchema) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return { status: 'anonymous' };
    throw error;
  }
}

export function sessionQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.session,
    queryFn: () => getSession(api),
    // Signing in or out is a full page load, so the session never goes stale within one.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
