import type { RegimenChange } from '@regimen/domain/views/regimen-history';

/** The end of a picked calendar day in UTC: "what was I taking that day" includes the whole day. */
export function endOfDay(day: string): string {
  return `${day}T23:59:59.999Z`;
}

export function startOfDay(day: string): string {
  return `${day}T00:00:00.000Z`;
}

/** `YYYY-MM-DD` of a date, in UTC, `months` months earlier. */
export function monthsBefore(now: Date, months: number): string {
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, now.getUTCDate()));
  return date.toISOString().slice(0, 10);
}

const verbs: Record<RegimenChange['kind'], string> = {
  started: 'Started',
  stopped: 'Paused',
  resumed: 'Resumed',
  removed: 'Stopped',
  'dose-changed': 'Dose changed',
  'timing-changed': 'Timing changed',
  added: 'Added',
  resolved: 'No longer active',
  reactivated: 'Active again',
  'severity-changed': 'Severity changed',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

// A condition is not "stopped" like a medicine: it is taken off the record.
const verbOf = (change: RegimenChange): string => (change.itemKind === 'condition' && change.kind === 'removed' ? 'Removed' : verbs[change.kind]);

const suffixes: Record<RegimenChange['itemKind'], string> = { supplement: '', prescription: ' (prescription)', condition: ' (condition)', course: ' (course)' };

export interface ChangeLine {
  readonly key: string;
  readonly date: string;
  readonly text: string;
}

/** One readable line per change: "Dose changed: Vitamin D3 (1000 IU → 2000 IU)". */
export function changeLines(changes: readonly RegimenChange[]): ChangeLine[] {
  return changes.map((change, index) => ({
    key: `${change.itemId}-${change.at}-${index}`,
    date: change.at.slice(0, 10),
    text: `${verbOf(change)}: ${change.name}${suffixes[change.itemKind]}${change.detail ? ` (${change.detail})` : ''}`,
  }));
}
