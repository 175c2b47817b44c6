import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from '../common-schemas.ts';
import { tiers } from '../rules/tier-names.ts';
import { boundedInt, plainText } from './fields.ts';

/** Spec 02: the admin users page shows 20 users at a time. */
export const ADMIN_USERS_PAGE_SIZE = 20;

/** Spec 02 "Admin user". */
export const adminUserSchema = z.object({
  id: idSchema,
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  profileImageUrl: z.string().nullable(),
  tier: z.enum(tiers),
  isAdmin: z.boolean(),
  isBlocked: z.boolean(),
  blockedAt: isoDateTimeSchema.nullable(),
  blockedReason: z.string().nullable(),
  createdAt: isoDateTimeSchema,
  lastLoginAt: isoDateTimeSchema.nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

const flag = z.enum(['true', 'false']).transform((value) => value === 'true');

/** `GET /api/admin/users`: blocked users are left out unless asked for; search matches name or e-mail. */
export const adminUsersQuerySchema = z.object({
  page: z.coerce.number().pipe(boundedInt(1, 100_000)).default(1),
  limit: z.coerce.number().pipe(boundedInt(1, 100)).default(ADMIN_USERS_PAGE_SIZE),
  includeBlocked: flag.default(false),
  search: plainText().trim().max(200).optional(),
});
export type AdminUsersQuery = z.input<typeof adminUsersQuerySchema>;

export const adminUsersPageSchema = z.object({ users: z.array(adminUserSchema), total: z.int().min(0) });
export type AdminUsersPage = z.infer<typeof adminUsersPageSchema>;

/** Spec 02 "User stats"; deleted accounts are not counted. */
export const userStatsSchema = z.object({
  totalUsers: z.int().min(0),
  /** Not blocked. */
  activeUsers: z.int().min(0),
  blockedUsers: z.int().min(0),
  adminUsers: z.int().min(0),
  usersByTier: z.record(z.enum(tiers), z.int().min(0)),
});
export type UserStats = z.infer<typeof userStatsSchema>;

export const blockUserRequestSchema = z.object({ reason: plainText().trim().min(1, 'A reason is required').max(500) });
export const changeTierRequestSchema = z.object({ tier: z.enum(tiers) });
export type ChangeTierRequest = z.infer<typeof changeTierRequestSchema>;

/** Spec 02: 'Premium Users' counts every paid tier (premium, pro and enterprise). */
export const premiumUserCount = (usersByTier: Partial<Record<(typeof tiers)[number], number>>): number =>
  (usersByTier.premium ?? 0) + (usersByTier.pro ?? 0) + (usersByTier.enterprise ?? 0);
