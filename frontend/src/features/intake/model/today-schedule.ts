import type { ScheduleSlot, TodaySchedule } from '@regimen/domain/contracts/schedule';
import { timingLabel } from '@regimen/domain/rules/timing';

export const slotStateLabels: Readonly<Record<ScheduleSlot['state'], string>> = {
  taken: 'Taken',
  due: 'Due now',
  overdue: 'Overdue',
  upcoming: 'Upcoming',
};

/** "8:00 AM" from the slot's local `HH:MM` (the user's zone, as the server counted it). */
export function clockLabel(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

/** The card's summary line: "2 of 5 taken · 3 remaining". */
export function progressLine(schedule: TodaySchedule): string {
  const taken = schedule.slots.length - schedule.remaining;
  return `${taken} of ${schedule.slots.length} taken · ${schedule.remaining} remaining`;
}

/** The row's second line: dosage, timing, and a stock warning when it ran low or out. */
export function slotDetails(slot: ScheduleSlot): string {
  const parts = [slot.dosage, timingLabel(slot.timing)];
  if (slot.currentStock !== null && slot.currentStock <= 0) parts.push('Out of stock');
  else if (slot.lowStock && slot.currentStock !== null) parts.push(`${slot.currentStock} left, ${slot.runsOut ?? 'running low'}`);
  return parts.join(' · ');
}

/** React keys and accessible names: a supplement can have several slots a day. */
export function slotKey(slot: ScheduleSlot): string {
  return `${slot.supplementId}@${slot.plannedAt}`;
}
