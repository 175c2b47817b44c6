import { createFileRoute } from '@tanstack/react-router';
import { sessionsQueryOptions } from '../../features/account/api/account-api.ts';
import { AccountPage } from '../../features/account/components/account-page.tsx';

export const Route = createFileRoute('/_authenticated/account')({
  loader: ({ context: { queryClient, api } }) => {
    void queryClient.prefetchQuery(sessionsQueryOptions(api));
  },
  component: AccountRoute,
});

function AccountRoute() {
  const demo = Route.useRouteContext({ select: (context) => context.session.status === 'demo' });
  return <AccountPage demo={demo} />;
}
