import { siteInfoSchema, type SiteInfo } from '@regimen/domain/contracts/site-info';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../lib/api-context.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The deployment's contact mailboxes; they change only with its configuration. */
export function useSiteInfo(): SiteInfo | undefined {
  const api = useApi();
  return useQuery({ queryKey: queryKeys.siteInfo, queryFn: () => api.get('/api/site-info', siteInfoSchema), staleTime: Infinity }).data;
}
