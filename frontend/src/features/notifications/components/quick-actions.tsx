import { BellRing, Copy, Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { useInstallOffer } from '../../../lib/service-worker.ts';
import { useIssueCalendarFeed, useRevokeCalendarFeed } from '../api/notifications.ts';

/**
 * Spec 01 Quick Actions with Set Reminder: a private calendar feed of the dose slots, which phone
 * and desktop calendars subscribe to, so reminders fire with the app closed. Export Data is not
 * shown until an export exists (no dead buttons). "Install app" appears only where the browser
 * offers installation (beforeinstallprompt).
 */
export function QuickActions({ demo }: { demo: boolean }) {
  const [open, setOpen] = useState(false);
  const issue = useIssueCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const install = useInstallOffer();
  const url = issue.data && !revoke.isSuccess ? new URL(issue.data.url, window.location.origin).href : null;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Quick Actions</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        {install !== null && (
          <Button variant="outline" onClick={() => void install()}>
            <Download aria-hidden="true" />
            Install app
          </Button>
        )}
        <Button variant="outline" aria-expanded={open} onClick={() => setOpen(!open)}>
          <BellRing aria-hidden="true" />
          Set Reminder
        </Button>
        {open && (
          <div className="grid gap-2 text-sm">
            <CardDescription>
              Subscribe to your dose times in your phone or desktop calendar: each dose comes with an alarm, even when Regimen is closed.
            </CardDescription>
            {demo ? (
              <p className="text-muted-foreground">Calendar feeds need an account: sign up to get yours.</p>
            ) : url === null ? (
              <Button
                onClick={() => {
                  revoke.reset();
                  issue.mutate();
                }}
                disabled={issue.isPending}
              >
                Create calendar link
              </Button>
            ) : (
              <>
                <label htmlFor="calendar-feed-url" className="font-medium">
                  Your private calendar link (keep it secret; it is shown once)
                </label>
                <input id="calendar-feed-url" readOnly value={url} className="bg-muted rounded-md border px-2 py-1.5 font-mono text-xs" onFocus={(event) => event.currentTarget.select()} />
                <div className="flex flex-wrap gap-2">
                  <Button size="sm" variant="outline" onClick={() => void navigator.clipboard?.writeText(url)}>
                    <Copy aria-hidden="true" />
                    Copy link
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => revoke.mutate()} disabled={revoke.isPending}>
                    Revoke link
                  </Button>
                </div>
              </>
            )}
            <BrowserNotificationsToggle />
            {revoke.isSuccess && <p role="status">The calendar link was revoked; calendars subscribed to it get nothing new.</p>}
          </div>
        )}
      </CardContent>
    </Card>
  );
}

/** Asks for the Notification API permission; reminders then also pop up while Regimen is open. */
function BrowserNotificationsToggle() {
  const supported = typeof Notification !== 'undefined';
  const [permission, setPermission] = useState(supported ? Notification.permission : 'denied');
  if (!supported) return <p className="text-muted-foreground">This browser cannot show notifications.</p>;
  if (permission === 'granted') return <p className="text-muted-foreground">Browser notifications are on while Regimen is open.</p>;
  if (permission === 'denied') return <p className="text-muted-foreground">Browser notifications are blocked in this browser's settings.</p>;
  return (
    <Button variant="outline" onClick={() => void Notification.requestPermission().then(setPermission)}>
      Enable browser notifications
    </Button>
  );
}
