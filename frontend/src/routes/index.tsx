import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { dashboardStatsQueryOptions } from '../features/dashboard/api/get-dashboard-stats.ts';
import { recentActivityQueryOptions } from '../features/dashboard/api/get-recent-activity.ts';
import { tierInfoQueryOptions } from '../features/dashboard/api/get-tier-info.ts';
import { todayScheduleQueryOptions } from '../features/intake/api/get-today-schedule.ts';
import { supplementsQueryOptions } from '../features/supplements/api/get-supplements.ts';

// `/` is the landing page when signed out and the dashboard otherwise; each is its own chunk,
// so a visitor downloads only the one they see.
const LandingPage = lazyRouteComponent(() => import('../features/landing/components/landing-page.tsx'), 'LandingPage');
const DashboardPage = lazyRouteComponent(() => import('./-components/dashboard-page.tsx'), 'DashboardPage');

export const Route = createFileRoute('/')({
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
  if (session.status === 'anonymous') return <LandingPage />;
  return <DashboardPage firstName={session.user.firstName} demo={session.status === 'demo'} />;
}
