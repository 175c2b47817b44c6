const UNITS: readonly (readonly [Intl.RelativeTimeFormatUnit, number])[] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

const format = new Intl.RelativeTimeFormat('en', { numeric: 'always' });

/** "x ago" for recent activity: "just now" under a minute, then minutes, hours, days, weeks, months, years. */
export function relativeTime(instant: string, now: Date): string {
  const seconds = Math.floor((now.getTime() - Date.parse(instant)) / 1000);
  // A clock slightly behind the server's makes the newest events look a little in the future.
  if (Number.isNaN(seconds) || seconds < 60) return 'just now';
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return format.format(-Math.floor(seconds / size), unit);
  }
  return 'just now';
}
