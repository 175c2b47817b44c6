import { MonitorSmartphone } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { settle } from '../../../lib/settle.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useRevokeAllSessions, useRevokeSession, useSessions } from '../api/account-api.ts';
import { sessionRows } from '../model/session-rows.ts';

export function SessionsCard({ onSignedOut }: { onSignedOut: () => void }) {
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const revokeAll = useRevokeAllSessions();
  const toast = useToast();
  const now = useNow();
  const failed = () => toast({ title: 'Error', description: 'Could not sign that session out. Please try again.', variant: 'error' });

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Where you are signed in</CardTitle>
        <CardDescription>Sign out a device you no longer use, or everywhere at once.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {sessions.isPending ? (
          <Skeleton className="h-16" />
        ) : sessions.isError ? (
          <p className="text-destructive text-sm">Your sessions could not be loaded.</p>
        ) : (
          <ul className="divide-y rounded-lg border" aria-label="Active sessions">
            {sessionRows(sessions.data.sessions, now).map((row) => (
              <li key={row.id} className="flex items-center gap-3 p-3">
                <MonitorSmartphone aria-hidden="true" className="text-muted-foreground size-5 shrink-0" />
                <div className="min-w-0 flex-1">
                  <p className="flex items-center gap-2 text-sm font-medium">
                    {row.title} {row.current && <Badge>Current</Badge>}
                  </p>
                  <p className="text-muted-foreground text-xs">{row.detail}</p>
                </div>
                {!row.current && (
                  <Button variant="outline" size="sm" disabled={revoke.isPending} onClick={() => settle(revoke.mutateAsync(row.id), { onSuccess: () => undefined, onError: failed })}>
                    Sign out
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
        <Button
          variant="outline"
          className="justify-self-start"
          disabled={revokeAll.isPending}
          onClick={() => settle(revokeAll.mutateAsync(), { onSuccess: onSignedOut, onError: failed })}
        >
          Sign out everywhere
        </Button>
      </CardContent>
    </Card>
  );
}
