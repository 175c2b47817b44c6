import { accountSettingsSchema, type AccountSettings, type UpdateAccountSettingsRequest } from '@regimen/domain/contracts/account-settings';
import { commandAcceptedSchema } from '@regimen/domain/contracts/commands';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { oncePerMutation, randomUuid } from '../../../lib/ids.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

function getAccountSettings(api: ApiClient): Promise<AccountSettings> {
  return api.get('/api/account/settings', accountSettingsSchema);
}

function accountSettingsQueryOptions(api: ApiClient) {
  return queryOptions({ queryKey: queryKeys.accountSettings, queryFn: () => getAccountSettings(api), retryDelay: 2000 });
}

export function useAccountSettings() {
  return useQuery(accountSettingsQueryOptions(useApi()));
}

/** The zone counts every day, so a change makes the schedule, stats and courses stale too. */
export function useUpdateAccountSettings() {
  const api = useApi();
  const queryClient = useQueryClient();
  const [keyFor] = useState(() => oncePerMutation((_: UpdateAccountSettingsRequest) => randomUuid()));
  return useMutation({
    mutationFn: (body: UpdateAccountSettingsRequest) =>
      api.send('PUT', '/api/account/settings', body, commandAcceptedSchema, { idempotencyKey: keyFor(body) }),
    onSuccess: () =>
      Promise.all(
        [queryKeys.accountSettings, queryKeys.schedule.all, queryKeys.dashboard.stats(), queryKeys.courses.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
