import { createRouter } from '@tanstack/react-router';
import { routeTree } from './route-tree.gen.ts';
import type { RouterContext } from './router-context.ts';

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    // React Query owns caching; let every preload reach the loaders, which only prefetch through it.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
