import { lazy, Suspense, useState } from 'react';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { DataFreshnessBadge, DataFreshnessCard } from '../../components/data-freshness.tsx';
import { PlanUsageCard } from '../../features/dashboard/components/plan-usage-card.tsx';
import { RecentActivity } from '../../features/dashboard/components/recent-activity.tsx';
import { StatsCards } from '../../features/dashboard/components/stats-cards.tsx';
import { AiInsightsPanel } from '../../features/insights/components/ai-insights-panel.tsx';
import { InteractionsDialog } from '../../features/insights/components/interactions-dialog.tsx';
import { SupplementOfTheDayCard } from '../../features/insights/components/supplement-of-the-day-card.tsx';
import { TodaySchedule } from '../../features/intake/components/today-schedule.tsx';
import { QuickActions } from '../../features/notifications/components/quick-actions.tsx';
import { useAddSupplement } from '../../features/supplements/api/add-supplement.ts';
import { useSupplements } from '../../features/supplements/api/get-supplements.ts';
import { SupplementCollection } from '../../features/supplements/components/supplement-collection.tsx';
import { SupplementDialogs, useSupplementDialogs } from '../../features/supplements/components/supplement-dialogs.tsx';

// Recharts comes with the weekly chart's own chunk, after the rest of the dashboard has painted.
const WeeklyAdherenceChart = lazy(() =>
  import('../../features/adherence/components/weekly-adherence-chart.tsx').then((module) => ({ default: module.WeeklyAdherenceChart })),
);

/** The dashboard composes features; it lives beside the routes because no feature may import another. */
// Loaded by name through lazyRouteComponent in routes/index.tsx, which the unused-exports check cannot see.
// ts-unused-exports:disable-next-line
export function DashboardPage({ firstName, firstVisit = false, demo = false }: { firstName: string | null; firstVisit?: boolean; demo?: boolean }) {
  const supplements = useSupplements();
  const [interactionsOpen, setInteractionsOpen] = useState(false);
  const dialogs = useSupplementDialogs();
  const addSupplement = useAddSupplement();
  const activeIds = supplements.data
    ?.filter((supplement) => supplement.isActive !== false)
    .map((supplement) => supplement.id);

  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">
            {`${firstVisit ? 'Welcome' : 'Welcome back'}${firstName ? `, ${firstName}` : ''}`}
          </h1>
          <p className="text-muted-foreground mt-1">Here is your supplement routine for today.</p>
        </div>
        <DataFreshnessBadge />
      </div>

      <StatsCards onOpenInteractions={() => setInteractionsOpen(true)} />

      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-3">
        <section aria-labelledby="my-supplements-heading" className="grid gap-4 lg:col-span-2">
          <h2 id="my-supplements-heading" className="text-xl font-semibold">
            My Supplements
          </h2>
          <SupplementCollection skeletons={4} headingId="my-supplements-heading" itemHeadingLevel="h3" columns={2} />
        </section>
        {/* Small screens: today's schedule first, the other panels after the supplements. */}
        <div className="contents lg:grid lg:content-start lg:gap-6">
          <div className="order-first lg:order-none">
            <TodaySchedule
              onOpenSupplement={(supplementId) => dialogs.open(supplementId, 'details', false)}
            />
          </div>
          <Suspense fallback={<Skeleton role="status" aria-label="Loading this week's adherence" className="h-52" />}>
            <WeeklyAdherenceChart />
          </Suspense>
          <AiInsightsPanel
            supplements={supplements.data}
            addSupplement={addSupplement.mutateAsync}
            onViewInteractionDetails={() => setInteractionsOpen(true)}
          />
          <QuickActions demo={demo} />
          <SupplementOfTheDayCard />
          <RecentActivity />
          <PlanUsageCard />
          <DataFreshnessCard />
        </div>
      </div>

      <InteractionsDialog open={interactionsOpen} onOpenChange={setInteractionsOpen} supplementIds={activeIds} />
      <SupplementDialogs supplements={supplements.data ?? []} state={dialogs.state} onChange={dialogs.setState} />
    </div>
  );
}
