import { z } from 'zod';
import { isTimeZone } from '../rules/local-day.ts';

/** The user's settings; `timeZone` null means "the browser's", as each request names it. */
export const accountSettingsSchema = z.object({ timeZone: z.string().nullable() });
export type AccountSettings = z.infer<typeof accountSettingsSchema>;

export const updateAccountSettingsRequestSchema = z.object({
  timeZone: z.string().max(64).refine(isTimeZone, { message: 'Unknown time zone' }).nullable(),
});
export type UpdateAccountSettingsRequest = z.infer<typeof updateAccountSettingsRequestSchema>;
