import type { ApiClient } from './api-client.ts';

const nextLink = (header: string | null): string | null => /<([^>]+)>;\s*rel="next"/.exec(header ?? '')?.[1] ?? null;

/** Every take of the client's user since `from`, following the list's `Link: rel="next"` pages. */
export const readAllTakes = async (
  client: ApiClient,
  options: { from?: string; headers?: Record<string, string> } = {},
): Promise<{ id: string; plannedAt: string; takenAt: string | null }[]> => {
  const takes: { id: string; plannedAt: string; takenAt: string | null }[] = [];
  let path: string | null = `/api/supplement-takes?from=${encodeURIComponent(options.from ?? '2000-01-01T00:00:00Z')}&limit=500`;
  while (path) {
    const page: Awaited<ReturnType<typeof client.get<{ id: string; plannedAt: string; takenAt: string | null }[]>>> = await client.get(path, options.headers);
    if (page.status !== 200) throw new Error(`GET ${path} answered ${page.status}`);
    takes.push(...page.body);
    path = nextLink(page.headers.get('link'));
  }
  return takes;
};
