import { courseSchema, healthConditionSchema, prescriptionSchema, supplementSchema, takeSchema } from '@regimen/domain';
import { sql, type DatabasePool } from 'slonik';
import { z } from 'zod';

/** Rows per query: a user with years of doses is read a page at a time, never whole. */
const PAGE = 2_000;

export type ExportSupplement = z.infer<typeof supplementSchema>;
export type ExportPrescription = z.infer<typeof prescriptionSchema> & { readonly createdAt: string };
const exportTakeSchema = takeSchema.extend({ supplementName: z.string() });
export type ExportTake = z.infer<typeof exportTakeSchema>;

const prescriptionRow = prescriptionSchema.extend({ createdAt: z.string() });

const exportCourseSchema = courseSchema.omit({ progress: true, currentDay: true, isActive: true });
export type ExportCourse = z.infer<typeof exportCourseSchema>;
const exportConditionSchema = healthConditionSchema.extend({ createdAt: z.string() });
export type ExportCondition = z.infer<typeof exportConditionSchema>;

const exportUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  createdAt: z.string(),
});
export type ExportUser = z.infer<typeof exportUserSchema>;

export const readUser = (pool: DatabasePool, userId: string): Promise<ExportUser | null> =>
  pool.maybeOne(sql.type(exportUserSchema)`
    select id, email, first_name as "firstName", last_name as "lastName", created_at as "createdAt" from users where id = ${userId}`);

export async function* supplementsOf(pool: DatabasePool, userId: string): AsyncGenerator<ExportSupplement> {
  const rows = await pool.any(sql.type(supplementSchema)`
    select id, user_id as "userId", name, brand, type, dosage, frequency, timing, current_stock as "currentStock",
      low_stock_threshold as "lowStockThreshold", is_active as "isActive", fasting_safe as "fastingSafe",
      next_due_time as "nextDueTime", image_url as "imageUrl", notes, ingredients, units_per_dose as "unitsPerDose",
      dose_times as "doseTimes", created_at as "createdAt", updated_at as "updatedAt"
    from supplements where user_id = ${userId} order by created_at, id`);
  yield* rows;
}

export async function* prescriptionsOf(pool: DatabasePool, userId: string): AsyncGenerator<ExportPrescription> {
  const rows = await pool.any(sql.type(prescriptionRow)`
    select id, user_id as "userId", medication_name as "medicationName", brand, dosage, frequency,
      prescribed_by as "prescribedBy", purpose, notes, is_active as "isActive",
      start_date as "startDate", end_date as "endDate", created_at as "createdAt"
    from prescriptions where user_id = ${userId} order by created_at, id`);
  yield* rows;
}

/** Every recorded dose, oldest first, a page at a time (keyset on planned time and id). */
export async function* takesOf(pool: DatabasePool, userId: string): AsyncGenerator<ExportTake> {
  let after: { plannedAt: string; id: string } | null = null;
  for (;;) {
    const from: ReturnType<typeof sql.fragment> = after
      ? sql.fragment`and (planned_at, id) > (${sql.timestamp(new Date(after.plannedAt))}, ${after.id})`
      : sql.fragment``;
    const rows: readonly ExportTake[] = await pool.any(sql.type(exportTakeSchema)`
      select id, user_id as "userId", supplement_id as "supplementId", supplement_name as "supplementName",
        planned_at as "plannedAt", taken_at as "takenAt", dosage, notes
      from supplement_takes where user_id = ${userId} ${from}
      order by planned_at, id limit ${PAGE}`);
    yield* rows;
    const last = rows.at(-1);
    if (!last || rows.length < PAGE) return;
    after = { plannedAt: last.plannedAt, id: last.id };
  }
}

/** Every course, running or over, in the order they were started. */
export async function* coursesOf(pool: DatabasePool, userId: string): AsyncGenerator<ExportCourse> {
  const rows = await pool.any(sql.type(exportCourseSchema)`
    select id, user_id as "userId", supplement_id as "supplementId", name, description,
      to_char(start_date, 'YYYY-MM-DD') as "startDate", to_char(end_date, 'YYYY-MM-DD') as "endDate",
      duration_days as "durationDays", dosage, timing, frequency, status, notes, created_at as "createdAt"
    from supplement_courses where user_id = ${userId} order by created_at, id`);
  yield* rows;
}

/** Every health condition on record, active or not, oldest first. */
export async function* conditionsOf(pool: DatabasePool, userId: string): AsyncGenerator<ExportCondition> {
  const rows = await pool.any(sql.type(exportConditionSchema)`
    select id, user_id as "userId", name, description, severity, diagnosed_date as "diagnosedDate", symptoms,
      current_treatments as "currentTreatments", notes, is_active as "isActive", created_at as "createdAt"
    from health_conditions where user_id = ${userId} order by created_at, id`);
  yield* rows;
}
