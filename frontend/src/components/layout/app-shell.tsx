import { Link } from '@tanstack/react-router';
import { CircleUserRound, LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { AlphaBadge, Logo } from '../logo.tsx';
import { Button } from '../ui/button.tsx';
import { BottomBar } from './bottom-bar.tsx';
import { DemoBanner } from './demo-banner.tsx';
import { HEADER_NAV } from './nav-items.ts';
import { endSession } from './sign-out.ts';
import { SiteFooter } from './site-footer.tsx';
import { ThemeToggle } from './theme-toggle.tsx';

/** `headerActions`: what a feature puts in the header (the notification bell), passed in by the root route. */
export type AppShellProps = { demo: boolean; userName: string | null; children: ReactNode; headerActions?: ReactNode };

/** The chrome of every signed-in (or demo) page. */
export function AppShell({ demo, userName, children, headerActions }: AppShellProps) {
  const signOutLabel = demo ? 'Exit Demo' : 'Sign Out';
  return (
    <div className="flex min-h-screen flex-col pb-16 md:pb-0">
      {demo && <DemoBanner />}
      <header className="bg-card/85 sticky top-0 z-40 border-b backdrop-blur">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6 lg:gap-6">
          <div className="flex items-center gap-2.5">
            <Link to="/" className="focus-visible:ring-ring rounded-lg focus-visible:ring-2 focus-visible:outline-none">
              <Logo showAlpha={false} compactBelow="lg" />
            </Link>
            <AlphaBadge />
          </div>
          {/* Spec: the links are hidden below 768 px, where the bottom bar takes over. */}
          <nav aria-label="Main" className="hidden items-center gap-0.5 md:flex">
            {HEADER_NAV.map((item) => (
              <Link
                key={item.to}
                to={item.to}
                activeOptions={{ exact: true, includeSearch: false }}
                className="text-muted-foreground hover:bg-muted hover:text-foreground data-[status=active]:bg-primary-soft data-[status=active]:text-primary focus-visible:ring-ring rounded-lg px-2 py-2 text-sm font-medium whitespace-nowrap transition-colors focus-visible:ring-2 focus-visible:outline-none xl:px-3"
              >
                <span className="lg:hidden">{item.shortLabel}</span>
                <span className="hidden lg:inline">{item.label}</span>
              </Link>
            ))}
          </nav>
          <div className="ml-auto flex items-center gap-2">
            {userName && <span className="text-muted-foreground hidden text-sm 2xl:inline">{userName}</span>}
            {headerActions}
            {/* On small screens both live in the bottom bar. */}
            <div className="hidden items-center gap-1 md:flex">
              <ThemeToggle />
              {/* The account menu: export, password, sessions, deletion. */}
              <Button variant="ghost" size="icon" asChild>
                <Link to="/account" aria-label="Account" title="Account">
                  <CircleUserRound aria-hidden="true" />
                </Link>
              </Button>
              <Button
                variant="outline"
                size="sm"
                onClick={() => endSession(demo)}
                aria-label={signOutLabel}
                title={signOutLabel}
              >
                <LogOut aria-hidden="true" />
                <span className="hidden lg:inline">{signOutLabel}</span>
              </Button>
            </div>
          </div>
        </div>
      </header>

      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:px-6 sm:py-8">
        {children}
      </main>

      <SiteFooter />
      <BottomBar demo={demo} signOutLabel={signOutLabel} />
    </div>
  );
}
