import { useEffect } from 'react';
import { describeAiFailure } from '../../lib/ai-failure.ts';
import { useToast } from '../ui/toast.tsx';

/** Spec: an AI call refused with HTTP 429 shows the toast 'Rate Limit Reached' with the seconds until reset. */
export function useRateLimitToast(error: unknown): void {
  const toast = useToast();
  useEffect(() => {
    const failure = describeAiFailure(error, '');
    if (failure.kind === 'rate-limited') toast({ title: 'Rate Limit Reached', description: failure.message, variant: 'error' });
  }, [error, toast]);
}
