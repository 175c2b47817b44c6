import type { AppNotification } from '../contracts/notifications.ts';
import type { TodaySchedule } from '../contracts/schedule.ts';
import { checkSafety } from '../knowledge/safety-check.ts';
import type { SafetyPrescription, SafetySupplement } from '../knowledge/safety-model.ts';
import { checkTakeSpacing, clockTime, proposeDoseTimes, spacingConstraints, type RecordedTake, type ScheduleItem, type SpacingConstraint } from '../knowledge/spacing.ts';
import { instantAt, type Zone } from './local-day.ts';

/**
 * Prescriptions carry no time of day, so a medicine is assumed at 08:00 (levothyroxine on waking),
 * then spread over the day for more doses; the user's supplement slots are planned around it.
 */
const PRESCRIPTION_TIMES: Readonly<Record<string, readonly number[]>> = {
  'twice-daily': [8 * 60, 20 * 60],
  'three-times-daily': [8 * 60, 14 * 60, 20 * 60],
};
const MORNING = [8 * 60];

export type SpacedPrescription = SafetyPrescription & { readonly frequency?: string };

export function prescriptionTimes(prescription: SpacedPrescription): readonly number[] {
  return PRESCRIPTION_TIMES[prescription.frequency ?? ''] ?? MORNING;
}

const minutesOf = (time: string): number => {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
};

function hoursText(minutes: number): string {
  return minutes % 60 === 0 ? `${minutes / 60} h` : `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

/** Every field of each the safety checker reads (the mapped types make the compiler insist on all of them). */
const supplementKey = (supplement: SafetySupplement): { readonly [K in keyof Required<SafetySupplement>]: SafetySupplement[K] } => ({
  id: supplement.id,
  name: supplement.name,
  brand: supplement.brand,
  dosage: supplement.dosage,
  type: supplement.type,
  ingredients: supplement.ingredients,
  frequency: supplement.frequency,
  isActive: supplement.isActive,
});
const prescriptionKey = (prescription: SafetyPrescription): { readonly [K in keyof Required<SafetyPrescription>]: SafetyPrescription[K] } => ({
  id: prescription.id,
  medicationName: prescription.medicationName,
  brand: prescription.brand,
  dosage: prescription.dosage,
  isActive: prescription.isActive,
});

const CONSTRAINTS_LIMIT = 1_024;
const constraintsMemo = new Map<string, readonly SpacingConstraint[]>();

/**
 * The spacing pairs among the user's active supplements and prescriptions. Kept per input (what
 * the checker reads, so a stock change or a take keeps it): a user's regimen changes seldom, and
 * Today's Schedule and the notifications asked the whole safety checker every time they were
 * computed (more than half of a computed schedule's CPU for a user with 20 supplements).
 */
export function userSpacingConstraints(supplements: readonly SafetySupplement[], prescriptions: readonly SafetyPrescription[]): readonly SpacingConstraint[] {
  const key = JSON.stringify([supplements.map(supplementKey), prescriptions.map(prescriptionKey)]);
  let constraints = constraintsMemo.get(key);
  if (constraints === undefined) {
    constraints = spacingConstraints(checkSafety({ supplements, prescriptions }));
    if (constraintsMemo.size >= CONSTRAINTS_LIMIT) constraintsMemo.clear();
    constraintsMemo.set(key, constraints);
  }
  return constraints;
}

/**
 * Today's Schedule with a proposed time and reason on each slot that is planned too close to its
 * partner ("Take calcium at 12:00 — 4 h after levothyroxine"). Items nothing constrains keep their
 * slots; a medicine keeps its (assumed) time; only the supplement that must move is moved.
 */
export function withSpacing(schedule: TodaySchedule, constraints: readonly SpacingConstraint[], prescriptions: readonly SpacedPrescription[]): TodaySchedule {
  if (constraints.length === 0) return schedule;
  const slotTimes = new Map<string, number[]>();
  for (const slot of schedule.slots) slotTimes.set(slot.supplementId, [...(slotTimes.get(slot.supplementId) ?? []), minutesOf(slot.time)]);
  const moving = new Set(constraints.map((constraint) => constraint.itemId).filter((id) => slotTimes.has(id)));
  const items: ScheduleItem[] = [
    ...prescriptions.map((prescription) => ({ id: prescription.id, fixedTimes: prescriptionTimes(prescription) })),
    ...[...slotTimes].map(([id, times]) => (moving.has(id) ? { id, dosesPerDay: times.length } : { id, fixedTimes: times })),
  ];
  const proposed = proposeDoseTimes(items, constraints);
  const unmet = new Set(proposed.unmet);
  const seen = new Map<string, number>();
  return {
    ...schedule,
    slots: schedule.slots.map((slot) => {
      if (!moving.has(slot.supplementId)) return slot;
      const index = seen.get(slot.supplementId) ?? 0;
      seen.set(slot.supplementId, index + 1);
      const at = proposed.times[slot.supplementId]?.[index];
      const constraint = constraints.find((candidate) => candidate.itemId === slot.supplementId && !unmet.has(candidate));
      // A dose already taken needs no advice for today; the bell speaks if it was too close.
      if (at === undefined || constraint === undefined || at === minutesOf(slot.time) || slot.takeId !== null) return slot;
      const partnerTimes = proposed.times[constraint.partnerId] ?? [];
      const partnerAt = partnerTimes.reduce((best, time) => (Math.abs(time - at) < Math.abs(best - at) ? time : best), partnerTimes[0] ?? at);
      const gap = Math.abs(at - partnerAt);
      const side = at >= partnerAt ? 'after' : 'before';
      return { ...slot, spacing: `Take ${constraint.itemLabel} at ${clockTime(at)} — ${hoursText(gap)} ${side} ${constraint.partnerLabel}` };
    }),
  };
}

/**
 * Warning notifications for today's takes recorded too close to their partner: another take, or a
 * prescription at its assumed time today (medicine doses are not recorded as takes).
 */
export function spacingNotifications(input: {
  readonly schedule: TodaySchedule;
  readonly constraints: readonly SpacingConstraint[];
  readonly prescriptions: readonly SpacedPrescription[];
  readonly zone: Zone;
}): Omit<AppNotification, 'read'>[] {
  const { schedule, constraints, zone } = input;
  if (constraints.length === 0) return [];
  const day = { date: schedule.date, zone };
  const takes: RecordedTake[] = schedule.slots.flatMap((slot) => (slot.takenAt === null ? [] : [{ itemId: slot.supplementId, takenAt: slot.takenAt }]));
  const medicineTakes: RecordedTake[] = input.prescriptions.flatMap((prescription) =>
    prescriptionTimes(prescription).map((minutes) => ({ itemId: prescription.id, takenAt: new Date(instantAt(day, minutes)).toISOString() })),
  );
  const notifications: Omit<AppNotification, 'read'>[] = [];
  const keys = new Set<string>();
  for (const take of takes) {
    const others = [...takes.filter((other) => other !== take && Date.parse(other.takenAt) <= Date.parse(take.takenAt)), ...medicineTakes];
    for (const notice of checkTakeSpacing(take, others, constraints)) {
      const id = `spacing:${take.itemId}:${take.takenAt}:${notice.ruleId}`;
      if (keys.has(id)) continue;
      keys.add(id);
      notifications.push({
        id,
        title: 'Too close together',
        message: notice.message,
        type: 'warning',
        priority: notice.minutesApart < notice.requiredMinutes / 2 ? 'high' : 'medium',
        timestamp: take.takenAt,
        supplementId: take.itemId,
        plannedAt: null,
      });
    }
  }
  return notifications;
}

