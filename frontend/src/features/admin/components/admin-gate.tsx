import { Link } from '@tanstack/react-router';
import { LoaderCircle, ShieldAlert } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { adminAccess, SIGN_IN_REDIRECT_MS, SIGN_IN_URL, type SessionLike } from '../model/admin-access.ts';

/** What every admin page renders first: sign-in redirect, an "admins only" page, or the page. */
export function AdminGate({ session, children }: { session: SessionLike; children: ReactNode }) {
  const access = adminAccess(session);
  if (access === 'sign-in') return <SignInRedirect />;
  if (access === 'admins-only') return <AdminsOnly />;
  return children;
}

function SignInRedirect() {
  useEffect(() => {
    const timer = window.setTimeout(() => window.location.assign(SIGN_IN_URL), SIGN_IN_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-3 p-6 text-center">
      <LoaderCircle aria-hidden="true" className="text-primary size-6 animate-spin" />
      <h1 className="text-xl font-semibold">Sign in required</h1>
      <p role="status" className="text-muted-foreground text-sm">
        The admin area needs an administrator. Taking you to sign in…
      </p>
    </main>
  );
}

export function AdminsOnly() {
  return (
    <Card className="mx-auto max-w-lg">
      <CardContent className="flex flex-col items-center gap-3 p-10 pt-10 text-center">
        <ShieldAlert aria-hidden="true" className="text-destructive size-10" />
        <h1 className="text-2xl font-bold">Admins only</h1>
        <p className="text-muted-foreground text-sm">
          This area is for administrators of Regimen. Your account does not have admin rights; if you need them, ask an
          administrator.
        </p>
        <Button asChild variant="outline">
          <Link to="/">Back to the dashboard</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
