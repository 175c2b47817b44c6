import type { DoctorReport } from '../contracts/history.ts';
import type { Take } from '../contracts/takes.ts';
import { checkSafety } from '../knowledge/safety-check.ts';
import { activeConditionNames } from './health-condition-list.ts';
import { regimenAt, regimenChanges } from './regimen-history.ts';
import type { ViewEvent } from './view-event.ts';

export type ItemAdherence = DoctorReport['adherence'][number];

export const adherenceRate = (taken: number, recorded: number): number | null =>
  recorded === 0 ? null : Math.round((taken / recorded) * 1000) / 10;

/** Doses recorded per supplement with a planned time in [from, to], and how many were taken. */
export function adherenceByItem(takes: readonly Take[], names: ReadonlyMap<string, string>, from: string, to: string): ItemAdherence[] {
  const [start, end] = [Date.parse(from), Date.parse(to)];
  const counts = new Map<string, { recorded: number; taken: number }>();
  for (const take of takes) {
    const planned = Date.parse(take.plannedAt);
    if (planned < start || planned > end) continue;
    const count = counts.get(take.supplementId) ?? { recorded: 0, taken: 0 };
    counts.set(take.supplementId, { recorded: count.recorded + 1, taken: count.taken + (take.takenAt ? 1 : 0) });
  }
  return [...counts]
    .map(([supplementId, { recorded, taken }]) => ({ supplementId, name: names.get(supplementId) ?? 'Removed supplement', recorded, taken, rate: adherenceRate(taken, recorded) }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export interface DoctorReportInput {
  /** The user's supplement, prescription, condition and course events, in occurrence order. */
  readonly events: readonly ViewEvent[];
  readonly from: string;
  readonly to: string;
  readonly now: Date;
  readonly patient: DoctorReport['patient'];
  readonly adherence: readonly ItemAdherence[];
}

/**
 * "Since my last visit": the regimen at both instants, every change between, adherence per item,
 * the safety findings of the regimen at the end with their sources, and its notes. One function
 * for the server and demo mode.
 */
export function doctorReport({ events, from, to, now, patient, adherence }: DoctorReportInput): DoctorReport {
  const start = regimenAt(events, from);
  const end = regimenAt(events, to);
  return {
    from,
    to,
    generatedAt: now.toISOString(),
    patient,
    start,
    end,
    changes: regimenChanges(events, from, to),
    adherence: [...adherence],
    safety: checkSafety({ supplements: end.supplements, prescriptions: end.prescriptions, conditions: activeConditionNames(end.conditions) }).findings,
    notes: [
      ...end.supplements.flatMap((s) => (s.notes ? [{ item: s.name, note: s.notes }] : [])),
      ...end.prescriptions.flatMap((p) => (p.notes ? [{ item: p.medicationName, note: p.notes }] : [])),
      ...end.conditions.flatMap((c) => (c.notes ? [{ item: c.name, note: c.notes }] : [])),
      ...end.courses.flatMap((c) => (c.notes ? [{ item: c.name, note: c.notes }] : [])),
    ],
  };
}
