/**
 * Reports a mutation's outcome even when the component that started it unmounts first: a mutation
 * waits for the reads it refreshes, and the refreshed list may no longer hold that component (the
 * empty state's Add button, a deleted supplement's dialog). TanStack Query skips `mutate`'s own
 * callbacks in that case; the promise of `mutateAsync` always settles.
 */
export function settle<T>(
  pending: Promise<T>,
  handlers: { onSuccess: (value: T) => void; onError: (error: unknown) => void },
): void {
  pending.then(handlers.onSuccess, handlers.onError);
}
