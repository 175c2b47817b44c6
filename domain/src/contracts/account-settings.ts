import { z } from 'zod';
import { isTimeZone } from '../rules/local-day.ts';

const MAX_ZONE_NAME = 64;
const zoneName = z.string().max(MAX_ZONE_NAME).refine(isTimeZone, { message: 'Unknown time zone' });

/**
 * The user's settings; `timeZone` null means "Automatic": the browser's, as each request names it.
 * `detectedTimeZone` is the zone the browser last reported while on "Automatic" (null: none yet);
 * the server's scheduler places reminders in `timeZone ?? detectedTimeZone ?? 'UTC'`.
 */
export const accountSettingsSchema = z.object({ timeZone: z.string().nullable(), detectedTimeZone: z.string().nullable() });
export type AccountSettings = z.infer<typeof accountSettingsSchema>;

export const updateAccountSettingsRequestSchema = z.object({ timeZone: zoneName.nullable() });
export type UpdateAccountSettingsRequest = z.infer<typeof updateAccountSettingsRequestSchema>;

/** `POST /api/account/detected-time-zone`: the browser's IANA zone, as the saved one is validated. */
export const detectedTimeZoneRequestSchema = z.object({ timeZone: zoneName });
export type DetectedTimeZoneRequest = z.infer<typeof detectedTimeZoneRequestSchema>;

/** The zone the server's scheduler (reminders, missed doses) and the calendar feed place a user's slots in. */
export const schedulerZone = (settings: AccountSettings): string => settings.timeZone ?? settings.detectedTimeZone ?? 'UTC';
