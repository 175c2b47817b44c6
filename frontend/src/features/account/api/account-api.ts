import {
  accountSessionsSchema,
  sessionsEndedSchema,
  type AccountSessions,
  type ChangePasswordRequest,
} from '@regimen/domain/contracts/account';
import { commandAcceptedSchema } from '@regimen/domain/contracts/commands';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';

export function sessionsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.account.sessions(),
    queryFn: (): Promise<AccountSessions> => api.get('/api/account/sessions', accountSessionsSchema),
  });
}

export function useSessions() {
  return useQuery(sessionsQueryOptions(useApi()));
}

export function useRevokeSession() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) =>
      api.send('DELETE', `/api/account/sessions/${encodeURIComponent(sessionId)}`, undefined, sessionsEndedSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.account.sessions() }),
  });
}

/** Ends every session, this one included: the browser is signed out afterwards. */
export function useRevokeAllSessions() {
  const api = useApi();
  return useMutation({ mutationFn: () => api.send('POST', '/api/account/sessions/revoke-all', undefined, sessionsEndedSchema) });
}

export function useChangePassword() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ChangePasswordRequest) => api.send('POST', '/api/account/password', request, sessionsEndedSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.account.sessions() }),
  });
}

export function useDeleteAccount() {
  const api = useApi();
  return useMutation({ mutationFn: (password: string) => api.send('POST', '/api/account/delete', { password }, commandAcceptedSchema) });
}
