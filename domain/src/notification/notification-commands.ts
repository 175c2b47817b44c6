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

export type NotificationCommand = MarkNotificationRead | DismissNotification | ClearNotifications;
