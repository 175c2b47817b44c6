export interface MarkNotificationRead {
  readonly type: 'MarkNotificationRead';
  readonly data: { readonly userId: string; readonly key: string };
}
export interface DismissNotification {
  readonly type: 'DismissNotification';
  readonly data: { readonly userId: string; readonly key: string };
}
/** Clear all: the keys the user saw listed, so a reminder derived a moment later is not swallowed. */
export interface ClearNotifications {
  readonly type: 'ClearNotifications';
  readonly data: { readonly userId: string; readonly keys: readonly string[] };
}

/** The caller makes the token and hashes it (the domain has no randomness or crypto). */
export interface IssueCalendarFeed {
  readonly type: 'IssueCalendarFeed';
  readonly data: { readonly userId: string; readonly tokenHash: string };
}
export interface RevokeCalendarFeed {
  readonly type: 'RevokeCalendarFeed';
  readonly data: { readonly userId: string };
}

export interface AcknowledgeSafetyFinding {
  readonly type: 'AcknowledgeSafetyFinding';
  readonly data: { readonly userId: string; readonly findingId: string };
}

export type NotificationCommand = MarkNotificationRead | DismissNotification | ClearNotifications | IssueCalendarFeed | RevokeCalendarFeed | AcknowledgeSafetyFinding;
