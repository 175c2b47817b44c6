import { createFileRoute } from '@tanstack/react-router';
import { supplementsQueryOptions } from '../../features/supplements/api/get-supplements.ts';
import { SupplementsPage } from '../../features/supplements/components/supplements-page.tsx';

export const Route = createFileRoute('/_authenticated/supplements')({
  loader: ({ context: { queryClient, api } }) => {
    void queryClient.prefetchQuery(supplementsQueryOptions(api));
  },
  component: SupplementsPage,
});
