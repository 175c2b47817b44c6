import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from '../common-schemas.ts';
import { defineEvent, type EventOf } from '../event.ts';

/**
 * Written by the server's dose scheduler, not by a command: the slot's 2-hour window closed with
 * no take settling it. One stream per slot (`dose-<id derived from user, supplement, slot>`),
 * appended with expected revision "no stream", so the slot can be recorded missed only once.
 */
export const doseMissed = defineEvent('DoseMissed', 1, z.object({ supplementId: idSchema, plannedAt: isoDateTimeSchema }));

export type DoseMissed = EventOf<typeof doseMissed>;

export type DoseEvent = DoseMissed;
