import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

const FIVE_MINUTES = 5 * 60 * 1000;

/** Retry once, but never a 4xx: asking again will not change the answer. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: FIVE_MINUTES,
        gcTime: FIVE_MINUTES,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: shouldRetry },
    },
  });
}
