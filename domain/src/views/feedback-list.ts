import type { Feedback, FeedbackList } from '../contracts/feedback.ts';
import type { ViewEvent } from './view-event.ts';

type StreamEvent = ViewEvent & { readonly streamId: string };

const FEEDBACK_STREAM = 'feedback-';

/** The `feedback` read model folded from events (stream `feedback-<id>`), newest first: what the admin Feedback tab lists. */
export function feedbackRows(events: readonly StreamEvent[]): Feedback[] {
  const rows = new Map<string, Feedback>();
  for (const event of events) {
    if (!event.streamId.startsWith(FEEDBACK_STREAM)) continue;
    const id = event.streamId.slice(FEEDBACK_STREAM.length);
    const at = event.metadata.occurredAt;
    const row = rows.get(id);
    if (event.type === 'FeedbackSubmitted' && !row) {
      const { feedbackId: _id, ...fields } = event.data;
      rows.set(id, { id, userId: event.metadata.userId, ...fields, status: 'new', adminNotes: null, createdAt: at, updatedAt: at });
    } else if (event.type === 'FeedbackStatusChanged' && row) {
      rows.set(id, { ...row, status: event.data.status, adminNotes: event.data.adminNotes, updatedAt: at });
    }
  }
  return [...rows.values()].sort((a, b) => (a.createdAt === b.createdAt ? a.id.localeCompare(b.id) : b.createdAt.localeCompare(a.createdAt)));
}

/** `GET /api/admin/feedback` over the rows. */
export function feedbackPage(
  rows: readonly Feedback[],
  query: { status?: Feedback['status'] | undefined; type?: Feedback['type'] | undefined; page: number; limit: number },
): FeedbackList {
  const matching = rows.filter((row) => (!query.status || row.status === query.status) && (!query.type || row.type === query.type));
  const start = (query.page - 1) * query.limit;
  return { feedback: matching.slice(start, start + query.limit), total: matching.length };
}
