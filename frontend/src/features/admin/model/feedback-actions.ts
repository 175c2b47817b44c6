import type { FeedbackStatus } from '@regimen/domain/feedback/feedback-events';

const BUTTONS: readonly { status: FeedbackStatus; label: string }[] = [
  { status: 'new', label: 'Mark as New' },
  { status: 'reviewed', label: 'Reviewed' },
  { status: 'resolved', label: 'Resolved' },
];

/** Spec 02: each status button is disabled while the feedback is already in that status. */
export function feedbackStatusButtons(current: FeedbackStatus) {
  return BUTTONS.map((button) => ({ ...button, disabled: button.status === current }));
}

export const FEEDBACK_STATUS_FAILURE = 'Failed to update feedback status';

export const feedbackStatusBadge: Readonly<Record<FeedbackStatus, { label: string; variant: 'default' | 'warning' | 'neutral' }>> = {
  new: { label: 'New', variant: 'warning' },
  reviewed: { label: 'Reviewed', variant: 'default' },
  resolved: { label: 'Resolved', variant: 'neutral' },
};

export const feedbackTypeLabel = { bug: 'Bug', feature: 'Feature request', love: 'Love', general: 'General' } as const;
