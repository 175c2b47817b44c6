import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from './lib/api-client.ts';

/** What every route's beforeLoad and loader receive. Built once in main.tsx. */
export type RouterContext = {
  queryClient: QueryClient;
  api: ApiClient;
  /** Decided once per page load: toggling demo mode always reloads. */
  demo: boolean;
};
