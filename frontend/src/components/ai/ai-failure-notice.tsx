import { RotateCw, TriangleAlert } from 'lucide-react';
import { failureView } from '../../lib/ai-failure.ts';
import { cn } from '../../lib/cn.ts';
import { Button } from '../ui/button.tsx';
import { useRateLimitToast } from './use-rate-limit-toast.ts';

export type AiFailureNoticeProps = {
  error: unknown;
  /** The screen's own texts for an ordinary failure (spec section 8). */
  title?: string;
  text: string;
  onRetry: () => void;
  retrying: boolean;
  className?: string;
};

/**
 * A failed AI answer, inline: the screen's failure text with 'Retry Analysis', or the reason when
 * it is a rate limit (also toasted) or the day's quota (no retry: it cannot succeed today).
 */
export function AiFailureNotice({ error, title, text, onRetry, retrying, className }: AiFailureNoticeProps) {
  useRateLimitToast(error);
  const view = failureView(error, { title: title ?? '', text });
  return (
    <div role="alert" className={cn('grid justify-items-start gap-2 text-sm', className)}>
      {view.title && <p className="font-semibold">{view.title}</p>}
      <p className="flex items-start gap-2">
        <TriangleAlert aria-hidden="true" className="text-warning mt-0.5 size-4 shrink-0" />
        <span>{view.text}</span>
      </p>
      {view.retry && (
        <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
          <RotateCw aria-hidden="true" />
          Retry Analysis
        </Button>
      )}
    </div>
  );
}
