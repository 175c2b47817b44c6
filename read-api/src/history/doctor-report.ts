import { checkSafety, type DoctorReport } from '@regimen/domain';
import { regimenAt, regimenChanges } from '@regimen/domain/views/regimen-history';
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

/**
 * "Since my last visit": the regimen at both dates, every change between, adherence per supplement
 * over the period (doses recorded and taken), the safety findings of the regimen at the end with
 * their sources, and the notes kept on what was taken at the end.
 */
export const doctorReport = async ({ pool, userId, events, from, to, now }: ReportInput): Promise<DoctorReport> => {
  const start = regimenAt(events, from);
  const end = regimenAt(events, to);
  const user = await pool.maybeOne(sql.type(userRow)`select email, first_name, last_name from users where id = ${userId}`);
  const adherence = await pool.any(sql.type(adherenceRow)`
    select supplement_id, min(supplement_name) as name, count(*)::int as recorded, count(taken_at)::int as taken
    from supplement_takes
    where user_id = ${userId} and planned_at between ${sql.timestamp(new Date(from))} and ${sql.timestamp(new Date(to))}
    group by supplement_id order by min(supplement_name)`);
  const notes = [
    ...end.supplements.flatMap((s) => (s.notes ? [{ item: s.name, note: s.notes }] : [])),
    ...end.prescriptions.flatMap((p) => (p.notes ? [{ item: p.medicationName, note: p.notes }] : [])),
  ];
  const name = [user?.first_name, user?.last_name].filter(Boolean).join(' ');
  return {
    from,
    to,
    generatedAt: now.toISOString(),
    patient: { name: name || null, email: user?.email ?? '' },
    start,
    end,
    changes: regimenChanges(events, from, to),
    adherence: adherence.map((row) => ({
      supplementId: row.supplement_id,
      name: row.name,
      recorded: row.recorded,
      taken: row.taken,
      rate: row.recorded === 0 ? null : Math.round((row.taken / row.recorded) * 1000) / 10,
    })),
    safety: checkSafety({ supplements: end.supplements, prescriptions: end.prescriptions }).findings,
    notes,
  };
};
