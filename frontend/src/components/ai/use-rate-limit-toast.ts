import { useEffect } from 'react';
import { describeAiFailure } from '../../lib/ai-failure.ts';
import { browserStorage } from '../../lib/storage.ts';
import { useToast } from '../ui/toast.tsx';

const SHOWN_UNTIL_KEY = 'rate-limit-toast-until';

/**
 * Whether to toast a rate limit now: once per wait, so a user reloading pages while the limit
 * lasts is told once rather than on every load. Stored, because a reload starts a new app.
 */
export function claimRateLimitToast(retryAfterSeconds: number | null, now: number, storage = browserStorage()): boolean {
  const shownUntil = Number(storage.getItem(SHOWN_UNTIL_KEY) ?? 0);
  if (Number.isFinite(shownUntil) && shownUntil > now) return false;
  storage.setItem(SHOWN_UNTIL_KEY, String(now + Math.max(retryAfterSeconds ?? 60, 1) * 1000));
  return true;
}

/** Spec: an AI call refused with HTTP 429 shows the toast 'Rate Limit Reached' with the wait. */
export function useRateLimitToast(error: unknown): void {
  const toast = useToast();
  useEffect(() => {
    const failure = describeAiFailure(error, '');
    if (failure.kind === 'rate-limited' && claimRateLimitToast(failure.retryAfterSeconds, Date.now())) {
      toast({ title: 'Rate Limit Reached', description: failure.message, variant: 'error' });
    }
  }, [error, toast]);
}
