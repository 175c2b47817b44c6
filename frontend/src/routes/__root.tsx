import { createRootRouteWithContext, Link, Outlet, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { DegradedReadNotice } from '../components/degraded-read-notice.tsx';
import { ErrorPage } from '../components/error-page.tsx';
import { FullPageLoader } from '../components/full-page-loader.tsx';
import { ThemeToggle } from '../components/layout/theme-toggle.tsx';
import { Logo } from '../components/logo.tsx';
import { NotFoundPage } from '../components/not-found-page.tsx';
import { ToastProvider } from '../components/ui/toast.tsx';
import { sessionQueryOptions, type Session } from '../features/auth/api/get-session.ts';
import { FeedbackButton } from '../features/feedback/components/feedback-button.tsx';
import { DEMO_USER } from '../lib/demo/demo-user.ts';
import type { RouterContext } from '../router-context.ts';

// Signed-out visitors never download the signed-in chrome.
const AppShell = lazy(() => import('../components/layout/app-shell.tsx').then((m) => ({ default: m.AppShell })));
const BrowserZoneReporter = lazy(() =>
  import('../features/account-settings/components/browser-zone-reporter.tsx').then((m) => ({ default: m.BrowserZoneReporter })),
);
const NotificationBell = lazy(() => import('../features/notifications/components/notification-bell.tsx').then((m) => ({ default: m.NotificationBell })));

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ context }): Promise<{ session: Session }> => ({
    session: context.demo
      ? { status: 'demo', user: DEMO_USER }
      : await context.queryClient.ensureQueryData(sessionQueryOptions(context.api)),
  }),
  component: RootLayout,
  pendingComponent: FullPageLoader,
  errorComponent: RootError,
  notFoundComponent: RootNotFound,
});

function RootLayout() {
  const session = Route.useRouteContext({ select: (context) => context.session });
  const signedIn = session.status !== 'anonymous';
  const name = signedIn ? [session.user.firstName, session.user.lastName].filter(Boolean).join(' ') : '';
  return (
    <ToastProvider>
      <DegradedReadNotice />
      {signedIn ? (
        <Suspense fallback={<FullPageLoader />}>
          <AppShell demo={session.status === 'demo'} userName={name || session.user.email} headerActions={<Suspense fallback={null}><NotificationBell demo={session.status === 'demo'} /></Suspense>}>
            <Outlet />
          </AppShell>
          {/* The server's scheduler reminds an "Automatic" account in the zone its browser reports. */}
          <Suspense fallback={null}>
            <BrowserZoneReporter />
          </Suspense>
        </Suspense>
      ) : (
        <Outlet />
      )}
      {/* Spec: on every page, signed in or not. */}
      <FeedbackButton raised={signedIn} />
    </ToastProvider>
  );
}

/** Inside the app shell the page is already a <main>; for signed-out visitors it is the whole page. */
function RootNotFound() {
  const signedIn = Route.useRouteContext({ select: (context) => context.session.status !== 'anonymous' });
  if (signedIn) return <NotFoundPage />;
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6">
          <Link to="/" className="focus-visible:ring-ring rounded-lg focus-visible:ring-2 focus-visible:outline-none">
            <Logo />
          </Link>
          <ThemeToggle />
        </div>
      </header>
      <main className="flex-1">
        <NotFoundPage />
      </main>
    </div>
  );
}

function RootError({ error }: ErrorComponentProps) {
  const router = useRouter();
  return <ErrorPage error={error} onRetry={() => void router.invalidate()} />;
}
