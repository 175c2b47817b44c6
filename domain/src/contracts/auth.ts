import { z } from 'zod';
import { idSchema } from '../common-schemas.ts';
import { tiers } from '../rules/tiers.ts';
import { optionalText, plainText } from './fields.ts';

export const currentUserSchema = z.object({
  id: idSchema,
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  tier: z.enum(tiers),
  isAdmin: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

// Lower-cased before checking so that sign-in is case-insensitive, as the account stream stores it.
const email = plainText().trim().toLowerCase().pipe(z.email().max(254));

export const registerRequestSchema = z.object({
  email,
  password: plainText().min(8).max(200),
  firstName: optionalText(100)
    .optional()
    .transform((name) => name ?? null),
  lastName: optionalText(100)
    .optional()
    .transform((name) => name ?? null),
});
export type RegisterRequest = z.output<typeof registerRequestSchema>;
export type RegisterInput = z.input<typeof registerRequestSchema>;

// No length minimum here: a login must not reveal the password policy of the day.
export const loginRequestSchema = z.object({ email, password: plainText().min(1).max(200) });
export type LoginRequest = z.output<typeof loginRequestSchema>;
