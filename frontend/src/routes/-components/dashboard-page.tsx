import { StatsCards } from '../../features/dashboard/components/stats-cards.tsx';
import { useTakes } from '../../features/intake/api/get-takes.ts';
import { TodaySchedule } from '../../features/intake/components/today-schedule.tsx';
import {
  browserUtcOffsetMinutes,
  plannedDoseCount,
  todaySchedule,
} from '../../features/intake/model/today-schedule.ts';
import { useSupplements } from '../../features/supplements/api/get-supplements.ts';
import { SupplementCollection } from '../../features/supplements/components/supplement-collection.tsx';

/** The dashboard composes features; it lives beside the routes because no feature may import another. */
export function DashboardPage({ firstName }: { firstName: string | null }) {
  const supplements = useSupplements();
  const takes = useTakes();
  const now = new Date();
  const offset = browserUtcOffsetMinutes(now);
  const schedule =
    supplements.data && takes.data ? todaySchedule(supplements.data, takes.data, now, offset) : undefined;

  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Welcome back{firstName ? `, ${firstName}` : ''}</h1>
        <p className="text-muted-foreground mt-1">Here is your supplement routine for today.</p>
      </div>

      <StatsCards plannedToday={supplements.data ? plannedDoseCount(supplements.data, now, offset) : null} />

      <div className="grid items-start gap-6 lg:grid-cols-3">
        <section aria-labelledby="my-supplements-heading" className="grid gap-4 lg:col-span-2">
          <h2 id="my-supplements-heading" className="text-xl font-semibold">
            My Supplements
          </h2>
          <SupplementCollection skeletons={4} headingId="my-supplements-heading" cardHeadingLevel="h3" />
        </section>
        <aside aria-label="Today" className="order-first lg:order-none lg:sticky lg:top-24">
          <TodaySchedule
            items={schedule}
            failed={supplements.isError || takes.isError}
            onRetry={() => {
              if (supplements.isError) void supplements.refetch();
              if (takes.isError) void takes.refetch();
            }}
          />
        </aside>
      </div>
    </div>
  );
}
