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
      <ExportCard demo={demo} />
      <PasswordCard />
      <SessionsCard onSignedOut={leave} />
      <DeleteAccountCard demo={demo} onDeleted={leave} />
    </div>
  );
}
