import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { coursesQueryOptions } from '../../features/courses/api/get-courses.ts';
import { todayScheduleQueryOptions } from '../../features/intake/api/get-today-schedule.ts';
import { supplementsQueryOptions } from '../../features/supplements/api/get-supplements.ts';

const SchedulePage = lazyRouteComponent(() => import('../-components/schedule-page.tsx'), 'SchedulePage');

// Spec: two tabs, Today's Schedule and Supplement Courses.
export const Route = createFileRoute('/_authenticated/schedule')({
  loader: ({ context: { queryClient, api } }) => {
    void queryClient.prefetchQuery(todayScheduleQueryOptions(api));
    void queryClient.prefetchQuery(coursesQueryOptions(api));
    void queryClient.prefetchQuery(supplementsQueryOptions(api));
  },
  component: SchedulePage,
});
