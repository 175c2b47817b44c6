import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { regimenAtQueryOptions } from '../../features/history/api/history-api.ts';
import { HistoryPage } from '../../features/history/components/history-page.tsx';
import { endOfDay, monthsBefore } from '../../features/history/model/history-view.ts';

const searchSchema = z.object({ date: z.iso.date().optional().catch(undefined) });

export const Route = createFileRoute('/_authenticated/history')({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => ({ date: search.date ?? monthsBefore(new Date(), 6) }),
  loader: ({ context: { queryClient, api }, deps }) => {
    void queryClient.prefetchQuery(regimenAtQueryOptions(api, endOfDay(deps.date)));
  },
  component: HistoryRoute,
});

function HistoryRoute() {
  const { date } = Route.useLoaderDeps();
  return <HistoryPage day={date} today={new Date().toISOString().slice(0, 10)} />;
}
