import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { useAdoptBrowserZoneOnSignUp } from '../features/account-settings/api/account-settings.ts';
import { dashboardStatsQueryOptions } from '../features/dashboard/api/get-dashboard-stats.ts';
import { recentActivityQueryOptions } from '../features/dashboard/api/get-recent-activity.ts';
import { tierInfoQueryOptions } from '../features/dashboard/api/get-tier-info.ts';
import { todayScheduleQueryOptions } from '../features/intake/api/get-today-schedule.ts';
import { supplementsQueryOptions } from '../features/supplements/api/get-supplements.ts';

// `/` is the landing page when signed out and the dashboard otherwise; each is its own chunk,
// so a visitor downloads only the one they see.
const LandingPage = lazyRouteComponent(() => import('../features/landing/components/landing-page.tsx'), 'LandingPage');
const DashboardPage = lazyRouteComponent(() => import('./-components/dashboard-page.tsx'), 'DashboardPage');

/** `?welcome=1`: the sign-up page sends a new account here, to be greeted rather than welcomed back. */
const searchSchema = z.object({ welcome: z.union([z.literal(1), z.literal('1'), z.literal(true)]).optional().catch(undefined) });

export const Route = createFileRoute('/')({
  validateSearch: searchSchema,
  loader: ({ context: { session, queryClient, api } }) => {
    if (session.status === 'anonymous') return;
    // Not awaited: the dashboard renders at once and its widgets show skeletons until their data lands.
    void queryClient.prefetchQuery(supplementsQueryOptions(api));
    void queryClient.prefetchQuery(todayScheduleQueryOptions(api));
    void queryClient.prefetchQuery(dashboardStatsQueryOptions(api));
    void queryClient.prefetchQuery(recentActivityQueryOptions(api));
    void queryClient.prefetchQuery(tierInfoQueryOptions(api));
  },
  component: HomeRoute,
});

function HomeRoute() {
  const session = Route.useRouteContext({ select: (context) => context.session });
  const { welcome } = Route.useSearch();
  const navigate = Route.useNavigate();
  // The greeting is for this visit only: the flag leaves the address, so a reload welcomes back.
  const [firstVisit] = useState(welcome !== undefined);
  useEffect(() => {
    if (welcome !== undefined) void navigate({ search: {}, replace: true });
  }, [welcome, navigate]);
  useAdoptBrowserZoneOnSignUp(firstVisit && session.status === 'authenticated');
  if (session.status === 'anonymous') return <LandingPage />;
  return <DashboardPage firstName={session.user.firstName} firstVisit={firstVisit} demo={session.status === 'demo'} />;
}
