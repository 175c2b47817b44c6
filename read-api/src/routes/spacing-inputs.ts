import { sql, type DatabasePool } from 'slonik';
import { z } from 'zod';

const prescriptionRow = z.object({
  id: z.string(),
  medicationName: z.string(),
  brand: z.string().nullable(),
  dosage: z.string(),
  frequency: z.string(),
  isActive: z.boolean(),
});

/** The user's active prescriptions, as the spacing of today's schedule reads them. */
export async function activePrescriptions(pool: DatabasePool, userId: string): Promise<readonly z.infer<typeof prescriptionRow>[]> {
  return pool.any(sql.type(prescriptionRow)`
    select id, medication_name as "medicationName", brand, dosage, frequency, is_active as "isActive"
    from prescriptions where user_id = ${userId} and is_active`);
}
