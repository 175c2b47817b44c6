import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

const FIVE_MINUTES = 5 * 60 * 1000;

/** Retry up to `times` times, but never a 4xx (429 included): asking again will not change the answer. */
export function retryUpTo(times: number): (failureCount: number, error: unknown) => boolean {
  return (failureCount, error) => {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
    return failureCount < times;
  };
}

/** Spec section 9: queries and mutations are retried once by default. */
const shouldRetry = retryUpTo(1);

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
