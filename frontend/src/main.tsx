import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApiClient } from './lib/api-client.ts';
import { ApiProvider } from './lib/api-context.tsx';
import { resolveDemoMode } from './lib/demo/demo-mode.ts';
import { lazyDemoFetch } from './demo/lazy-demo-fetch.ts';
import { createQueryClient } from './lib/query-client.ts';
import { browserStorage } from './lib/storage.ts';
import { applyTheme, resolveInitialTheme, THEME_STORAGE_KEY } from './lib/theme.ts';
import { ThemeProvider } from './lib/theme-provider.tsx';
import { createAppRouter } from './router.tsx';
import { captureInstallOffer, registerServiceWorker } from './lib/service-worker.ts';
import './styles.css';

registerServiceWorker();
captureInstallOffer();

const storage = browserStorage();
const demo = resolveDemoMode(window.location.search, storage);
const theme = resolveInitialTheme(
  storage.getItem(THEME_STORAGE_KEY),
  window.matchMedia('(prefers-color-scheme: dark)').matches,
);
applyTheme(theme, document.documentElement);

// In demo mode the same client talks to an in-memory back end: no request reaches the server.
const api = createApiClient(demo ? { fetch: lazyDemoFetch() } : {});
const queryClient = createQueryClient();
const router = createAppRouter({ queryClient, api, demo });

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <ThemeProvider initialTheme={theme} storage={storage}>
      <ApiProvider api={api}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ApiProvider>
    </ThemeProvider>
  </StrictMode>,
);
