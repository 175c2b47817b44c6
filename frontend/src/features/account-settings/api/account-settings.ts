import { accountSettingsSchema, type AccountSettings, type DetectedTimeZoneRequest, type UpdateAccountSettingsRequest } from '@regimen/domain/contracts/account-settings';
import { commandAcceptedSchema } from '@regimen/domain/contracts/commands';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { isTimeZone } from '@regimen/domain/rules/local-day';
import { browserTimeZone } from '../../../lib/local-zone.ts';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { oncePerMutation, randomUuid } from '../../../lib/ids.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { zoneToReport } from '../model/time-zones.ts';

function getAccountSettings(api: ApiClient): Promise<AccountSettings> {
  return api.get('/api/account/settings', accountSettingsSchema);
}

function accountSettingsQueryOptions(api: ApiClient) {
  return queryOptions({ queryKey: queryKeys.accountSettings, queryFn: () => getAccountSettings(api), retryDelay: 2000 });
}

export function useAccountSettings(enabled = true) {
  return useQuery({ ...accountSettingsQueryOptions(useApi()), enabled });
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

/**
 * A new account takes the browser's zone as its own (issue 13: "from the browser on sign-up"), once,
 * on the first visit after signing up, unless a zone is already saved; the user can change it later.
 */
export function useAdoptBrowserZoneOnSignUp(firstVisit: boolean) {
  const settings = useAccountSettings(firstVisit);
  const update = useUpdateAccountSettings();
  const done = useRef(false);
  const saved = settings.data?.timeZone;
  useEffect(() => {
    if (!firstVisit || done.current || saved !== null) return;
    const zone = browserTimeZone();
    if (!isTimeZone(zone)) return;
    done.current = true;
    update.mutate({ timeZone: zone });
  }, [firstVisit, saved, update]);
}

/**
 * While the account is on "Automatic", tells the server the browser's zone whenever it is not the one
 * the server last recorded, so the server's scheduler reminds the user at their local times: on
 * load, and again when the zone changes (travel), looked at when the tab comes back and every minute.
 * The account decides whether it is a change; the page asks only when it sees one.
 */
export function useReportBrowserZone() {
  const api = useApi();
  const queryClient = useQueryClient();
  const settings = useAccountSettings();
  const [zone, setZone] = useState(browserTimeZone);
  const reported = useRef<string | null>(null);
  const report = useMutation({
    mutationFn: (body: DetectedTimeZoneRequest) => api.send('POST', '/api/account/detected-time-zone', body, commandAcceptedSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.accountSettings }),
    onError: () => {
      reported.current = null;
    },
  });
  useEffect(() => {
    const look = () => setZone(browserTimeZone());
    const timer = window.setInterval(look, 60_000);
    window.addEventListener('focus', look);
    document.addEventListener('visibilitychange', look);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', look);
      document.removeEventListener('visibilitychange', look);
    };
  }, []);
  const { mutate } = report;
  const current = settings.data;
  useEffect(() => {
    const zoneToSend = zoneToReport(current, zone, reported.current, isTimeZone);
    if (zoneToSend === null) return;
    reported.current = zoneToSend;
    mutate({ timeZone: zoneToSend });
  }, [current, zone, mutate]);
}
