import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from '../common-schemas.ts';
import { defineEvent, type EventOf } from '../event.ts';

/** A slot's window is 2 hours and a repeat comes every 30 minutes: attempts 0 to 4; the bound leaves room. */
const MAX_ATTEMPT = 48;

/**
 * Written by the server's scheduler, not by a command: a dose reminder was sent for a slot that had
 * come and was neither taken nor dismissed. One stream per (user, notice key), appended with
 * expected revision "no stream", so each (slot, attempt) is issued at most once.
 */
export const doseReminderIssued = defineEvent(
  'DoseReminderIssued',
  1,
  z.object({ supplementId: idSchema, plannedAt: isoDateTimeSchema, attempt: z.int().min(0).max(MAX_ATTEMPT) }),
);

/**
 * The supplement's stock crossed its low-stock threshold: one notice per crossing. `generation`
 * names the crossing: the cabinet revision of the last stock change that left the stock above the
 * threshold (or of the supplement's addition), so a refill back above allows one new notice.
 */
export const lowStockNoticeIssued = defineEvent(
  'LowStockNoticeIssued',
  1,
  z.object({ supplementId: idSchema, generation: z.int().min(0).max(Number.MAX_SAFE_INTEGER), currentStock: z.int().min(0).max(2_147_483_647) }),
);

export type DoseReminderIssued = EventOf<typeof doseReminderIssued>;
export type LowStockNoticeIssued = EventOf<typeof lowStockNoticeIssued>;

export type ReminderEvent = DoseReminderIssued | LowStockNoticeIssued;
