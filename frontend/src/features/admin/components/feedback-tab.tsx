import { feedbackStatuses, feedbackTypes, type Feedback } from '@regimen/domain/contracts/feedback';
import { MessageSquare, Star } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { Label, Textarea } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { serverMessage } from '../../../lib/api-client.ts';
import { useAdminFeedback, useChangeFeedbackStatus, type FeedbackFilters } from '../api/feedback.ts';
import { FEEDBACK_STATUS_FAILURE, feedbackStatusBadge, feedbackStatusButtons, feedbackTypeLabel } from '../model/feedback-actions.ts';
import { useAdminErrors } from './use-admin-errors.ts';

const statusOptions = [{ value: '', label: 'All statuses' }, ...feedbackStatuses.map((status) => ({ value: status, label: feedbackStatusBadge[status].label }))];
const typeOptions = [{ value: '', label: 'All types' }, ...feedbackTypes.map((type) => ({ value: type, label: feedbackTypeLabel[type] }))];

export function FeedbackTab() {
  const [filters, setFilters] = useState<FeedbackFilters>({ status: '', type: '' });
  const feedback = useAdminFeedback(filters);
  useAdminErrors(feedback.error);
  return (
    <div className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row">
        <div className="grid gap-1.5">
          <Label htmlFor="feedback-status-filter">Status</Label>
          <Select id="feedback-status-filter" className="sm:w-44" options={statusOptions} value={filters.status} onChange={(event) => setFilters({ ...filters, status: event.target.value })} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="feedback-type-filter">Type</Label>
          <Select id="feedback-type-filter" className="sm:w-44" options={typeOptions} value={filters.type} onChange={(event) => setFilters({ ...filters, type: event.target.value })} />
        </div>
      </div>
      {feedback.isPending ? (
        <Skeleton className="h-32" />
      ) : feedback.data && feedback.data.feedback.length > 0 ? (
        <ul className="grid gap-3" aria-label="Feedback">
          {feedback.data.feedback.map((item) => (
            <FeedbackItem key={item.id} item={item} />
          ))}
        </ul>
      ) : (
        <Card>
          <CardContent className="flex flex-col items-center gap-2 p-10 pt-10 text-center">
            <MessageSquare aria-hidden="true" className="text-muted-foreground size-8" />
            <p className="font-medium">No feedback yet</p>
            <p className="text-muted-foreground text-sm">Feedback users send with the feedback button appears here.</p>
          </CardContent>
        </Card>
      )}
    </div>
  );
}

function FeedbackItem({ item }: { item: Feedback }) {
  const change = useChangeFeedbackStatus();
  const toast = useToast();
  const [notes, setNotes] = useState(item.adminNotes ?? '');
  const badge = feedbackStatusBadge[item.status];
  const save = (status: Feedback['status'], adminNotes?: string) =>
    change.mutate(
      { id: item.id, status, ...(adminNotes === undefined ? {} : { adminNotes }) },
      { onError: (error) => toast({ title: FEEDBACK_STATUS_FAILURE, description: serverMessage(error), variant: 'error' }) },
    );
  return (
    <li>
      <Card>
        <CardContent className="grid gap-3 p-4 pt-4">
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant={badge.variant}>{badge.label}</Badge>
            <Badge variant="outline">{feedbackTypeLabel[item.type]}</Badge>
            {item.rating !== null && (
              <span role="img" className="text-muted-foreground inline-flex items-center gap-1 text-xs" aria-label={`Rated ${item.rating} of 5`}>
                <Star aria-hidden="true" className="size-3" /> {item.rating}/5
              </span>
            )}
            <span className="text-muted-foreground ml-auto text-xs">
              <time dateTime={item.createdAt}>{new Date(item.createdAt).toLocaleString()}</time>
              {item.page && ` · ${item.page}`}
            </span>
          </div>
          <p className="text-sm whitespace-pre-wrap">{item.message}</p>
          <div className="grid gap-1.5">
            <Label htmlFor={`notes-${item.id}`}>Admin notes</Label>
            <Textarea id={`notes-${item.id}`} value={notes} maxLength={2000} rows={2} onChange={(event) => setNotes(event.target.value)} />
          </div>
          <div className="flex flex-wrap gap-2">
            {feedbackStatusButtons(item.status).map((button) => (
              <Button key={button.status} size="sm" variant="outline" disabled={button.disabled || change.isPending} onClick={() => save(button.status, notes)}>
                {button.label}
              </Button>
            ))}
            <Button size="sm" disabled={change.isPending || notes === (item.adminNotes ?? '')} onClick={() => save(item.status, notes)}>
              Save notes
            </Button>
          </div>
        </CardContent>
      </Card>
    </li>
  );
}
