// Stand-in for the shared contracts that will be exported from `@regimen/domain`.
// Swap each import of this module for the domain one, then delete this file.
import { z } from 'zod';

export const supplementTypeSchema = z.enum(['single', 'complex', 'multivitamin']);
export type SupplementType = z.infer<typeof supplementTypeSchema>;

export const currentUserSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable().optional(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const supplementSchema = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  brand: z.string().nullable(),
  type: supplementTypeSchema,
  dosage: z.string(),
  // Free text on purpose: stored data uses both `twice_daily` and `twice-daily`, `with_meals`, ...
  frequency: z.string(),
  timing: z.string(),
  currentStock: z.number().nullable(),
  lowStockThreshold: z.number().nullable(),
  isActive: z.boolean(),
  fastingSafe: z.boolean(),
  nextDueTime: z.string().nullable(),
  imageUrl: z.string().nullable(),
  notes: z.string().nullable(),
  ingredients: z.array(z.string()).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Supplement = z.infer<typeof supplementSchema>;

export const addSupplementBodySchema = z.object({
  name: z.string().min(1),
  brand: z.string().nullable(),
  type: supplementTypeSchema,
  dosage: z.string().min(1),
  frequency: z.string().min(1),
  timing: z.string().min(1),
  currentStock: z.number().int().min(0).nullable(),
  lowStockThreshold: z.number().int().min(1).nullable(),
  isActive: z.boolean(),
  fastingSafe: z.boolean(),
  nextDueTime: z.string().nullable(),
  notes: z.string().nullable(),
  ingredients: z.array(z.string()).nullable(),
});
export type AddSupplementBody = z.infer<typeof addSupplementBodySchema>;

export const supplementTakeSchema = z.object({
  id: z.string(),
  userId: z.string(),
  supplementId: z.string(),
  plannedAt: z.string(),
  takenAt: z.string().nullable(),
  dosage: z.string().nullable(),
  notes: z.string().nullable(),
});
export type SupplementTake = z.infer<typeof supplementTakeSchema>;

export const recordTakeBodySchema = z.object({
  supplementId: z.string(),
  plannedAt: z.string(),
  takenAt: z.string().nullable(),
});
export type RecordTakeBody = z.infer<typeof recordTakeBodySchema>;

export const dashboardStatsSchema = z.object({
  activeSupplements: z.number(),
  dueToday: z.number(),
  interactions: z.number(),
  adherence: z.number(),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

/** What every command answers: enough for the client to read its own write. */
export const commandResultSchema = z.object({
  id: z.string(),
  revision: z.string(),
  position: z.string(),
});
export type CommandResult = z.infer<typeof commandResultSchema>;
