/** The browser's zone in the domain's convention: local minus UTC, in minutes (east positive). */
export function browserUtcOffsetMinutes(now: Date): number {
  return -now.getTimezoneOffset();
}
