import { clockLabel } from '@regimen/domain/rules/next-dose';
import { slotMinutes } from '@regimen/domain/rules/schedule';
import { timingLabel } from '@regimen/domain/rules/timing';

const clock = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The times the schedule uses without own times, as words: "8:00 AM and 6:00 PM". */
export function usualTimesText(timing: string, frequency: string): string {
  const labels = slotMinutes(timing, frequency).map((minutes) => clockLabel(clock(minutes)));
  if (labels.length === 0) return 'no planned times (as needed)';
  if (labels.length === 1) return labels[0] ?? '';
  return `${labels.slice(0, -1).join(', ')} and ${labels.at(-1) ?? ''}`;
}

/** The Times choice's first option: "Use the usual time for Before Bed (9:00 PM)". */
export function usualTimeOption(timing: string, frequency: string): string {
  return `Use the usual time for ${timingLabel(timing)} (${usualTimesText(timing, frequency)})`;
}

/** A time to offer when the user adds one: an hour after the last, else the first usual time. */
export function nextTimeToAdd(times: readonly string[], timing: string, frequency: string): string {
  const last = times.filter((time) => /^\d\d:\d\d$/.test(time)).sort().at(-1);
  if (last === undefined) return clock(slotMinutes(timing, frequency)[0] ?? 8 * 60);
  const minutes = Number(last.slice(0, 2)) * 60 + Number(last.slice(3));
  return clock(Math.min(minutes + 60, 23 * 60 + 59));
}
