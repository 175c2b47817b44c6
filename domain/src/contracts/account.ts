import { z } from 'zod';
import { isoDateTimeSchema } from '../common-schemas.ts';
import { plainText } from './fields.ts';

/**
 * Deleting one's own account: the password again (an account without one, signed in through
 * OpenID Connect, types its email instead), so a session left open cannot erase the person.
 */
export const deleteAccountRequestSchema = z.object({ password: plainText().min(1).max(200) });
export type DeleteAccountRequest = z.output<typeof deleteAccountRequestSchema>;

export const changePasswordRequestSchema = z.object({
  currentPassword: plainText().min(1).max(200),
  newPassword: plainText().min(8).max(200),
});
export type ChangePasswordRequest = z.output<typeof changePasswordRequestSchema>;

export const accountSessionSchema = z.object({
  /** Opaque id of the session (not its cookie). */
  id: z.string().min(1).max(100),
  startedAt: isoDateTimeSchema,
  lastSeenAt: isoDateTimeSchema,
  expiresAt: isoDateTimeSchema,
  /** The session this request came with. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

export const accountSessionsSchema = z.object({ sessions: z.array(accountSessionSchema).max(1000) });
export type AccountSessions = z.infer<typeof accountSessionsSchema>;

export const sessionsEndedSchema = z.object({ ended: z.int().min(0) });

export const exportFormats = ['json', 'csv', 'fhir'] as const;
export type ExportFormat = (typeof exportFormats)[number];
