import { useReportBrowserZone } from '../api/account-settings.ts';

/** Renders nothing: while signed in on "Automatic", keeps the server told of the browser's zone. */
export function BrowserZoneReporter() {
  useReportBrowserZone();
  return null;
}
