import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from '../common-schemas.ts';
import { defineEvent, type EventOf } from '../event.ts';
import { tiers } from '../rules/tiers.ts';

export const authProviders = ['password', 'oidc'] as const;
export type AuthProvider = (typeof authProviders)[number];

export const accountRegistered = defineEvent(
  'AccountRegistered',
  1,
  z.object({
    userId: idSchema,
    email: z.string().min(1),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    profileImageUrl: z.string().nullable(),
    authProvider: z.enum(authProviders),
    isAdmin: z.boolean(),
  }),
);

export const signedIn = defineEvent('SignedIn', 1, z.object({ method: z.enum(authProviders) }));

// Only what changed is present, so each key is optional (and nullable: clearing is a change).
export const profileUpdated = defineEvent(
  'ProfileUpdated',
  1,
  z.object({
    firstName: z.string().nullable().optional(),
    lastName: z.string().nullable().optional(),
    profileImageUrl: z.string().nullable().optional(),
  }),
);

export const tierChanged = defineEvent(
  'TierChanged',
  1,
  z.object({ tier: z.enum(tiers), expiresAt: isoDateTimeSchema.nullable() }),
);

export const accountBlocked = defineEvent('AccountBlocked', 1, z.object({ reason: z.string().min(1) }));
export const accountUnblocked = defineEvent('AccountUnblocked', 1, z.object({}));
export const adminGranted = defineEvent('AdminGranted', 1, z.object({}));
export const adminRevoked = defineEvent('AdminRevoked', 1, z.object({}));
export const accountDeleted = defineEvent('AccountDeleted', 1, z.object({}));

// The zone the user's days are counted in (IANA name; null: the browser's, as each request says).
export const timeZoneSet = defineEvent('TimeZoneSet', 1, z.object({ timeZone: z.string().min(1).nullable() }));

// The zone the user's browser reports while none is saved ("Automatic"): the server's scheduler
// places their slots in it (IANA name).
export const timeZoneDetected = defineEvent('TimeZoneDetected', 1, z.object({ timeZone: z.string().min(1) }));

export type AccountRegistered = EventOf<typeof accountRegistered>;
export type SignedIn = EventOf<typeof signedIn>;
export type ProfileUpdated = EventOf<typeof profileUpdated>;
export type TierChanged = EventOf<typeof tierChanged>;
export type AccountBlocked = EventOf<typeof accountBlocked>;
export type AccountUnblocked = EventOf<typeof accountUnblocked>;
export type AdminGranted = EventOf<typeof adminGranted>;
export type AdminRevoked = EventOf<typeof adminRevoked>;
export type AccountDeleted = EventOf<typeof accountDeleted>;
export type TimeZoneSet = EventOf<typeof timeZoneSet>;
export type TimeZoneDetected = EventOf<typeof timeZoneDetected>;

export type AccountEvent =
  | AccountRegistered
  | SignedIn
  | ProfileUpdated
  | TierChanged
  | AccountBlocked
  | AccountUnblocked
  | AdminGranted
  | AdminRevoked
  | AccountDeleted
  | TimeZoneSet
  | TimeZoneDetected;
