import { localDateOf } from '@regimen/domain/rules/local-day';
import { TimeZoneSetting } from '../../features/account-settings/components/time-zone-setting.tsx';
import { CoursesPanel } from '../../features/courses/components/courses-panel.tsx';
import { TodaySchedule } from '../../features/intake/components/today-schedule.tsx';
import { useSupplements } from '../../features/supplements/api/get-supplements.ts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { browserTimeZone } from '../../lib/local-zone.ts';
import { lazy, Suspense } from 'react';
import { Skeleton } from '../../components/ui/skeleton.tsx';

// Recharts comes with the History tab only, so neither the landing bundle nor Today pays for it.
const AdherenceHistoryPanel = lazy(() =>
  import('../../features/adherence/components/adherence-history.tsx').then((module) => ({ default: module.AdherenceHistoryPanel })),
);

/** The Schedule page composes features (no feature may import another), so it lives beside the routes. */
// Loaded by name through lazyRouteComponent in routes/_authenticated/schedule.tsx.
// ts-unused-exports:disable-next-line
export function SchedulePage() {
  const supplements = useSupplements();
  const active = (supplements.data ?? []).filter((supplement) => supplement.isActive);
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Schedule</h1>
        <p className="text-muted-foreground mt-1">Your doses for today, and courses with a start and an end.</p>
        <div className="mt-2">
          <TimeZoneSetting />
        </div>
      </div>
      <Tabs defaultValue="today" className="grid gap-4">
        <TabsList aria-label="Schedule views" className="justify-self-start">
          <TabsTrigger value="today">Today's Schedule</TabsTrigger>
          <TabsTrigger value="courses">Supplement Courses</TabsTrigger>
          <TabsTrigger value="history">History</TabsTrigger>
        </TabsList>
        <TabsContent value="today">
          <TodaySchedule compact={false} />
        </TabsContent>
        <TabsContent value="courses">
          <CoursesPanel supplements={active} today={localDateOf(new Date(), browserTimeZone())} />
        </TabsContent>
        <TabsContent value="history">
          <Suspense fallback={<Skeleton role="status" aria-label="Loading adherence history" className="h-56" />}>
            <AdherenceHistoryPanel />
          </Suspense>
        </TabsContent>
      </Tabs>
    </div>
  );
}
