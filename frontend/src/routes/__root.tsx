import { createRootRouteWithContext, Outlet, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { ErrorPage } from '../components/error-page.tsx';
import { FullPageLoader } from '../components/full-page-loader.tsx';
import { NotFoundPage } from '../components/not-found-page.tsx';
import { sessionQueryOptions, type Session } from '../features/auth/api/get-session.ts';
import { DEMO_USER } from '../lib/demo/demo-user.ts';
import type { RouterContext } from '../router-context.ts';

// Signed-out visitors never download the signed-in chrome.
const AppShell = lazy(() => import('../components/layout/app-shell.tsx').then((m) => ({ default: m.AppShell })));

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ context }): Promise<{ session: Session }> => ({
    session: context.demo
      ? { status: 'demo', user: DEMO_USER }
      : await context.queryClient.ensureQueryData(sessionQueryOptions(context.api)),
  }),
  component: RootLayout,
  pendingComponent: FullPageLoader,
  errorComponent: RootError,
  notFoundComponent: NotFoundPage,
});

function RootLayout() {
  const session = Route.useRouteContext({ select: (context) => context.session });
  if (session.status === 'anonymous') return <Outlet />;
  const name = [session.user.firstName, session.user.lastName].filter(Boolean).join(' ');
  return (
    <Suspense fallback={<FullPageLoader />}>
      <AppShell demo={session.status === 'demo'} userName={name || session.user.email}>
        <Outlet />
      </AppShell>
    </Suspense>
  );
}

function RootError({ error }: ErrorComponentProps) {
  const router = useRouter();
  return <ErrorPage error={error} onRetry={() => void router.invalidate()} />;
}
