import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from '../common-schemas.ts';
import { defineEvent, type EventOf } from '../event.ts';

// supplementName is copied in so the activity feed still reads well after the supplement is renamed or removed.
export const takeRecorded = defineEvent(
  'TakeRecorded',
  1,
  z.object({
    takeId: idSchema,
    supplementId: idSchema,
    supplementName: z.string(),
    plannedAt: isoDateTimeSchema,
    takenAt: isoDateTimeSchema.nullable(),
    dosage: z.string().nullable(),
    notes: z.string().nullable(),
  }),
);

export const takeUnmarked = defineEvent('TakeUnmarked', 1, z.object({ takeId: idSchema, supplementId: idSchema }));

export const takeMarked = defineEvent(
  'TakeMarked',
  1,
  z.object({ takeId: idSchema, supplementId: idSchema, takenAt: isoDateTimeSchema }),
);

export type TakeRecorded = EventOf<typeof takeRecorded>;
export type TakeUnmarked = EventOf<typeof takeUnmarked>;
export type TakeMarked = EventOf<typeof takeMarked>;

export type IntakeEvent = TakeRecorded | TakeUnmarked | TakeMarked;
