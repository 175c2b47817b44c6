import { MessageSquarePlus } from 'lucide-react';
import { lazy, Suspense, useCallback, useState } from 'react';
import { cn } from '../../../lib/cn.ts';
import { useFeedbackRequests } from '../../../lib/feedback-request.ts';

// The form loads on first use, keeping it out of the landing page's initial download.
const FeedbackDialog = lazy(() =>
  import('./feedback-dialog.tsx').then((module) => ({ default: module.FeedbackDialog })),
);

/** Fixed at the bottom right of every page; `raised` lifts it above the small-screen bottom bar. */
export function FeedbackButton({ raised }: { raised: boolean }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  useFeedbackRequests(
    useCallback(() => {
      setUsed(true);
      setOpen(true);
    }, []),
  );
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        aria-label="Send Feedback"
        title="Send Feedback"
        className={cn(
          'bg-primary text-primary-foreground hover:bg-primary-hover fixed right-4 z-30 grid size-12 place-items-center rounded-full shadow-lg transition-colors',
          'focus-visible:ring-ring focus-visible:ring-offset-background focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:outline-none',
          raised ? 'bottom-20 md:bottom-5' : 'bottom-5',
        )}
      >
        <MessageSquarePlus aria-hidden="true" className="size-5" />
      </button>
      {used && (
        <Suspense fallback={null}>
          <FeedbackDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
