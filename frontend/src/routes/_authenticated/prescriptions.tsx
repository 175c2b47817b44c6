import { createFileRoute } from '@tanstack/react-router';
import { prescriptionsQueryOptions } from '../../features/prescriptions/api/get-prescriptions.ts';
import { PrescriptionsPage } from '../../features/prescriptions/components/prescriptions-page.tsx';

export const Route = createFileRoute('/_authenticated/prescriptions')({
  loader: ({ context: { queryClient, api } }) => {
    void queryClient.prefetchQuery(prescriptionsQueryOptions(api));
  },
  component: PrescriptionsPage,
});
