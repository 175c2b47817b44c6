/** The browser's zone in the domain's convention: local minus UTC, in minutes (east positive). */
export function browserUtcOffsetMinutes(now: Date): number {
  return -now.getTimezoneOffset();
}

/** The browser's IANA zone ('Europe/Berlin'): the server counts the user's days in it. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** The zone query every day-dependent read sends: the IANA name, plus the offset as the fallback. */
export function zoneQuery(now: Date = new Date()): string {
  return `timeZone=${encodeURIComponent(browserTimeZone())}&utcOffset=${browserUtcOffsetMinutes(now)}`;
}
