/** The value the select uses for "no zone saved: the browser's". */
export const AUTOMATIC = '';

/** Every zone the browser knows, the browser's own first, then by name; "Automatic" leads. */
export function timeZoneOptions(browserZone: string, known: readonly string[]): { value: string; label: string }[] {
  const rest = known.filter((zone) => zone !== browserZone).toSorted();
  return [
    { value: AUTOMATIC, label: `Automatic (${browserZone})` },
    ...[browserZone, ...rest].map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') })),
  ];
}

/** The line under the schedule's title: which zone its times are in. */
export function zoneNote(saved: string | null, browserZone: string): string {
  return saved === null ? `Times in ${browserZone} (this device)` : `Times in ${saved}`;
}

/**
 * The zone the page reports to the server (`POST /api/account/detected-time-zone`), or null: only
 * while the account is on "Automatic", only a zone the runtime knows, and only when the server last
 * recorded another one or the page has not just sent it.
 */
export function zoneToReport(
  settings: { readonly timeZone: string | null; readonly detectedTimeZone: string | null } | undefined,
  browserZone: string,
  alreadySent: string | null,
  isKnownZone: (zone: string) => boolean,
): string | null {
  if (settings === undefined || settings.timeZone !== null) return null;
  if (settings.detectedTimeZone === browserZone || alreadySent === browserZone || !isKnownZone(browserZone)) return null;
  return browserZone;
}
