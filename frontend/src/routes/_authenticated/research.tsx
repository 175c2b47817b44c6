import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { supplementCacheQueryOptions } from '../../features/research/api/get-supplement-cache.ts';
import { ResearchPage } from '../../features/research/components/research-page.tsx';

const searchSchema = z.object({ name: z.string().trim().min(1).max(100).optional().catch(undefined) });

export const Route = createFileRoute('/_authenticated/research')({
  validateSearch: searchSchema,
  loader: ({ context: { queryClient, api } }) => {
    void queryClient.prefetchQuery(supplementCacheQueryOptions(api));
  },
  component: ResearchRoute,
});

function ResearchRoute() {
  const { name } = Route.useSearch();
  return <ResearchPage key={name ?? ''} initialName={name} />;
}
