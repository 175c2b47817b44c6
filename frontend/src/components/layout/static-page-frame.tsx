import { Link, useRouteContext } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { LOGIN_PATH } from '../../lib/navigation.ts';
import { Logo } from '../logo.tsx';
import { Button } from '../ui/button.tsx';
import { SiteFooter } from './site-footer.tsx';
import { ThemeToggle } from './theme-toggle.tsx';

/**
 * The legal, help and contact pages are readable before signing in: signed in they sit in the app
 * shell; signed out they get this page's own header and the footer.
 */
export function StaticPageFrame({ children }: { children: ReactNode }) {
  const anonymous = useRouteContext({ from: '__root__', select: (context) => context.session.status === 'anonymous' });
  if (!anonymous) return children;
  return (
    <div className="flex min-h-screen flex-col">
      <header className="bg-card/85 sticky top-0 z-40 border-b backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4 sm:px-6">
          <Link to="/" className="focus-visible:ring-ring rounded-lg focus-visible:ring-2 focus-visible:outline-none">
            <Logo />
          </Link>
          <div className="flex items-center gap-2">
            <ThemeToggle />
            <Button asChild size="sm">
              <a href={LOGIN_PATH}>Sign In</a>
            </Button>
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6">
        {children}
      </main>
      <SiteFooter aboveBottomBar={false} />
    </div>
  );
}
