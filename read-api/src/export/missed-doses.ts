import { idSchema } from '@regimen/domain';
import type { EventStore, RecordedEvent } from '@regimen/event-store';
import { sql, type DatabasePool } from 'slonik';
import { z } from 'zod';
import type { ExportTake } from './export-rows.ts';
import { userEventPages } from './user-events.ts';

/**
 * A dose slot the scheduler marked missed (`DoseMissed`) when nothing was recorded for it. Read
 * loosely: the event belongs to the scheduler, so only what a missed dose needs is taken from it,
 * and an export never fails on a field it does not use.
 */
const missedSchema = z.looseObject({
  supplementId: idSchema,
  supplementName: z.string().optional(),
  plannedAt: z.string().optional(),
  slotAt: z.string().optional(),
  dueAt: z.string().optional(),
});

export const missedDoseOf = (event: Pick<RecordedEvent, 'id' | 'data'>, userId: string, names: ReadonlyMap<string, string>): ExportTake | null => {
  const parsed = missedSchema.safeParse(event.data);
  if (!parsed.success) return null;
  const { supplementId, supplementName, plannedAt, slotAt, dueAt } = parsed.data;
  const at = plannedAt ?? slotAt ?? dueAt;
  if (at === undefined || Number.isNaN(Date.parse(at))) return null;
  return {
    id: event.id, userId, supplementId, supplementName: supplementName ?? names.get(supplementId) ?? 'Removed supplement',
    plannedAt: new Date(at).toISOString(), takenAt: null, dosage: null, notes: null,
  };
};

const settledRow = z.object({ supplementId: z.string(), plannedAt: z.string() });

/**
 * Doses the scheduler recorded as missed and nobody took later (a late take settles the slot, and
 * that take is already in the doses). Nothing when the store holds no `DoseMissed` events.
 */
export async function* missedDosesOf(pool: DatabasePool, store: EventStore, userId: string, names: ReadonlyMap<string, string>): AsyncGenerator<ExportTake> {
  for await (const events of userEventPages(store, userId, ['DoseMissed'])) {
    const doses = events.map((event) => missedDoseOf(event, userId, names)).filter((dose): dose is ExportTake => dose !== null);
    if (doses.length === 0) continue;
    const settled = await pool.any(sql.type(settledRow)`
      select supplement_id as "supplementId", planned_at as "plannedAt" from supplement_takes
      where user_id = ${userId} and (supplement_id, planned_at) in (
        select * from ${sql.unnest([...doses.map((dose) => [dose.supplementId, dose.plannedAt])], ['uuid', 'timestamptz'])})`);
    const taken = new Set(settled.map((row) => `${row.supplementId}@${new Date(row.plannedAt).toISOString()}`));
    yield* doses.filter((dose) => !taken.has(`${dose.supplementId}@${dose.plannedAt}`));
  }
}
