import { commandAcceptedSchema } from '@regimen/domain/contracts/commands';
import type { Tier } from '@regimen/domain/rules/tier-names';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../lib/api-context.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';
import type { UserAction } from '../model/user-actions.ts';

export type UserActionInput =
  | { action: 'block'; userId: string; reason: string }
  | { action: 'tier'; userId: string; tier: Tier }
  | { action: Exclude<UserAction, 'block' | 'tier'>; userId: string };

const request = (input: UserActionInput): { method: 'POST' | 'DELETE'; path: string; body: unknown } => {
  const base = `/api/admin/users/${encodeURIComponent(input.userId)}`;
  switch (input.action) {
    case 'block':
      return { method: 'POST', path: `${base}/block`, body: { reason: input.reason } };
    case 'tier':
      return { method: 'POST', path: `${base}/tier`, body: { tier: input.tier } };
    case 'unblock':
      return { method: 'POST', path: `${base}/unblock`, body: undefined };
    case 'promote':
      return { method: 'POST', path: `${base}/promote`, body: undefined };
    case 'revoke':
      return { method: 'POST', path: `${base}/revoke-admin`, body: undefined };
    case 'delete':
      return { method: 'DELETE', path: base, body: undefined };
  }
};

/** One mutation for every row action; the list and the stats are what they change. */
export function useUserAction() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UserActionInput) => {
      const { method, path, body } = request(input);
      return api.send(method, path, body, commandAcceptedSchema);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.users() }),
  });
}
