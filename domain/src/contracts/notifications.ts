import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from '../common-schemas.ts';
import { notificationKeySchema } from '../notification/notification-events.ts';
import { plainText } from './fields.ts';

export const notificationTypes = ['reminder', 'warning', 'success', 'info'] as const;
export const notificationPriorities = ['high', 'medium', 'low'] as const;

/** Spec 01 "Client-side notification", derived on the server; `plannedAt` is set on a dose reminder. */
export const notificationSchema = z.object({
  id: notificationKeySchema,
  title: z.string(),
  message: z.string(),
  type: z.enum(notificationTypes),
  priority: z.enum(notificationPriorities),
  timestamp: isoDateTimeSchema,
  read: z.boolean(),
  supplementId: idSchema.nullable(),
  plannedAt: isoDateTimeSchema.nullable(),
  /** On a "what changed in your safety check" notice: the findings it reports, which "Acknowledge" acknowledges. */
  findingIds: z.array(z.string()).optional(),
});
export type AppNotification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  unread: z.int().min(0),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const MAX_CLEARED_KEYS = 50;

const MAX_KEY = 200;
const requestKey = plainText().min(1).max(MAX_KEY);

export const notificationKeyRequestSchema = z.object({ key: requestKey });
export const clearNotificationsRequestSchema = z.object({ keys: z.array(requestKey).min(1).max(MAX_CLEARED_KEYS) });

export const acknowledgeFindingRequestSchema = z.object({ findingId: plainText().min(1).max(MAX_KEY) });
