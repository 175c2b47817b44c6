import { createFileRoute } from '@tanstack/react-router';
import { healthConditionsQueryOptions } from '../../features/health/api/health-conditions.ts';
import { HealthPage } from '../../features/health/components/health-page.tsx';

export const Route = createFileRoute('/_authenticated/health')({
  loader: ({ context: { queryClient, api } }) => {
    void queryClient.prefetchQuery(healthConditionsQueryOptions(api));
  },
  component: HealthPage,
});
