import { Link } from '@tanstack/react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { DeleteAccountCard } from './delete-account-card.tsx';
import { ExportCard } from './export-card.tsx';
import { PasswordCard } from './password-card.tsx';
import { SessionsCard } from './sessions-card.tsx';

/** After the account is gone or every session ended, the browser goes home with a full reload. */
const leave = (): void => window.location.assign('/');

export function AccountPage({ demo }: { demo: boolean }) {
  return (
    <div className="grid gap-6">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight">Account</h1>
        <p className="text-muted-foreground">Your data, your sessions and your account.</p>
      </header>
      <Card>
        <CardHeader>
          <CardTitle as="h2">Your history</CardTitle>
          <CardDescription>Everything you recorded stays: look back at any day, or prepare a visit.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap gap-4 text-sm">
          <Link to="/history" className="text-primary font-medium underline">Your regimen on any date</Link>
          <Link to="/report" className="text-primary font-medium underline">Report for your doctor</Link>
        </CardContent>
      </Card>
      <ExportCard demo={demo} />
      <PasswordCard />
      <SessionsCard onSignedOut={leave} />
      <DeleteAccountCard demo={demo} onDeleted={leave} />
    </div>
  );
}
