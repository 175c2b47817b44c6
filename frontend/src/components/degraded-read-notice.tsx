import { useEffect } from 'react';
import { useApi } from '../lib/api-context.tsx';
import { useToast } from './ui/toast.tsx';

/** At most one notice in this long, however many answers say so. */
const QUIET_MS = 60_000;

/**
 * A small, non-blocking notice when the server says some of the user's data could not be brought
 * up to date (X-Read-Degraded: an event of theirs is quarantined until an admin retries it). The
 * page keeps working with what it has.
 */
export function DegradedReadNotice() {
  const api = useApi();
  const toast = useToast();
  useEffect(() => {
    let shownAt = -Infinity;
    return api.onDegraded(() => {
      if (Date.now() - shownAt < QUIET_MS) return;
      shownAt = Date.now();
      toast({
        title: 'Some of your data may be out of date',
        description: 'A recent change could not be shown yet. We have been alerted and are on it.',
      });
    });
  }, [api, toast]);
  return null;
}
