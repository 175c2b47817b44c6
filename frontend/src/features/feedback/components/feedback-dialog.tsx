import { Bug, Heart, Lightbulb, MessageSquare, type LucideIcon } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { Label, Textarea } from '../../../components/ui/input.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { cn } from '../../../lib/cn.ts';
import { useSubmitFeedback } from '../api/submit-feedback.ts';
import {
  canSendFeedback,
  FEEDBACK_TYPE_OPTIONS,
  feedbackRequest,
  MISSING_INFORMATION,
  NO_TYPE_MESSAGE,
  showsRating,
  type FeedbackDraft,
  type FeedbackType,
} from '../model/feedback-form.ts';
import { StarRating } from './star-rating.tsx';
import { settle } from '../../../lib/settle.ts';

const ICONS: Record<FeedbackType, LucideIcon> = { bug: Bug, feature: Lightbulb, love: Heart, general: MessageSquare };

const EMPTY: FeedbackDraft = { type: null, rating: null, message: '' };

export function FeedbackDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [draft, setDraft] = useState<FeedbackDraft>(EMPTY);
  const submitFeedback = useSubmitFeedback();
  const toast = useToast();
  const id = useId();
  const option = FEEDBACK_TYPE_OPTIONS.find((candidate) => candidate.value === draft.type) ?? NO_TYPE_MESSAGE;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const request = feedbackRequest(draft, window.location.pathname, navigator.userAgent);
    if (!request.success) {
      toast({ ...MISSING_INFORMATION, variant: 'error' });
      return;
    }
    settle(submitFeedback.mutateAsync(request.body), {
      onSuccess: () => {
        toast({ title: 'Thank you!', description: 'Your feedback helps us improve Regimen for everyone.' });
        setDraft(EMPTY);
        onOpenChange(false);
      },
      onError: () =>
        toast({ title: 'Error', description: 'Failed to submit feedback. Please try again.', variant: 'error' }),
    });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Send Feedback</DialogTitle>
          <DialogDescription>
            Found a bug or have an idea? Regimen is in alpha and every message is read.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} className="grid gap-5">
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">Feedback type</legend>
            <div className="grid grid-cols-2 gap-2">
              {FEEDBACK_TYPE_OPTIONS.map(({ value, label }) => {
                const Icon = ICONS[value];
                return (
                  <label key={value} className="relative">
                    <input
                      type="radio"
                      name="feedback-type"
                      value={value}
                      checked={draft.type === value}
                      onChange={() => setDraft((current) => ({ ...current, type: value }))}
                      className="peer sr-only"
                    />
                    <span
                      className={cn(
                        'flex h-full cursor-pointer items-center gap-2 rounded-lg border px-3 py-2.5 text-sm font-medium transition-colors',
                        'hover:bg-muted peer-focus-visible:ring-ring peer-focus-visible:ring-2 peer-focus-visible:ring-offset-2',
                        'peer-checked:border-primary peer-checked:bg-primary-soft peer-checked:text-primary',
                      )}
                    >
                      <Icon aria-hidden="true" className="size-4 shrink-0" />
                      {label}
                    </span>
                  </label>
                );
              })}
            </div>
          </fieldset>

          {showsRating(draft.type) && (
            <StarRating value={draft.rating} onChange={(rating) => setDraft((current) => ({ ...current, rating }))} />
          )}

          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-message`}>{option.messageLabel}</Label>
            <Textarea
              id={`${id}-message`}
              rows={4}
              maxLength={5000}
              value={draft.message}
              placeholder={option.placeholder}
              onChange={(event) => setDraft((current) => ({ ...current, message: event.target.value }))}
            />
          </div>

          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={!canSendFeedback(draft, submitFeedback.isPending)}>
              {submitFeedback.isPending ? 'Sending...' : 'Send Feedback'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
