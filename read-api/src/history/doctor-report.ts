import type { DoctorReport } from '@regimen/domain';
import { adherenceRate, doctorReport } from '@regimen/domain/views/doctor-report';
import type { ViewEvent } from '@regimen/domain/views/view-event';
import { sql, type DatabasePool } from 'slonik';
import { z } from 'zod';

const adherenceRow = z.object({ supplement_id: z.string(), name: z.string(), recorded: z.number(), taken: z.number() });
const userRow = z.object({ email: z.string(), first_name: z.string().nullable(), last_name: z.string().nullable() });

export interface ReportInput {
  readonly pool: DatabasePool;
  readonly userId: string;
  readonly events: readonly ViewEvent[];
  readonly from: string;
  readonly to: string;
  readonly now: Date;
}

/** The domain's report, with adherence counted in SQL over the doses read model (years of doses stay in the database). */
export const serverDoctorReport = async ({ pool, userId, events, from, to, now }: ReportInput): Promise<DoctorReport> => {
  const user = await pool.maybeOne(sql.type(userRow)`select email, first_name, last_name from users where id = ${userId}`);
  const rows = await pool.any(sql.type(adherenceRow)`
    select supplement_id, min(supplement_name) as name, count(*)::int as recorded, count(taken_at)::int as taken
    from supplement_takes
    where user_id = ${userId} and planned_at between ${sql.timestamp(new Date(from))} and ${sql.timestamp(new Date(to))}
    group by supplement_id order by min(supplement_name)`);
  const name = [user?.first_name, user?.last_name].filter(Boolean).join(' ');
  return doctorReport({
    events,
    from,
    to,
    now,
    patient: { name: name || null, email: user?.email ?? '' },
    adherence: rows.map((row) => ({ supplementId: row.supplement_id, name: row.name, recorded: row.recorded, taken: row.taken, rate: adherenceRate(row.taken, row.recorded) })),
  });
};
