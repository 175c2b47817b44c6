import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { ReportPage } from '../../features/history/components/report-page.tsx';
import { monthsBefore } from '../../features/history/model/history-view.ts';

const searchSchema = z.object({ from: z.iso.date().optional().catch(undefined), to: z.iso.date().optional().catch(undefined) });

export const Route = createFileRoute('/_authenticated/report')({
  validateSearch: searchSchema,
  component: ReportRoute,
});

function ReportRoute() {
  const search = Route.useSearch();
  const demo = Route.useRouteContext({ select: (context) => context.session.status === 'demo' });
  const today = new Date().toISOString().slice(0, 10);
  return <ReportPage from={search.from ?? monthsBefore(new Date(), 6)} to={search.to ?? today} today={today} demo={demo} />;
}
