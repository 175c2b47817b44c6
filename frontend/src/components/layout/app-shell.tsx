import { Link } from '@tanstack/react-router';
import { House, LogOut, Pill } from 'lucide-react';
import type { ReactNode } from 'react';
import { MEDICAL_DISCLAIMER } from '../disclaimers.tsx';
import { AlphaBadge, Logo } from '../logo.tsx';
import { Button } from '../ui/button.tsx';
import { ToastProvider } from '../ui/toast.tsx';
import { endSession } from './sign-out.ts';
import { ThemeToggle } from './theme-toggle.tsx';

const NAV_ITEMS = [
  { to: '/', label: 'Dashboard', shortLabel: 'Home', icon: House },
  { to: '/supplements', label: 'My Supplements', shortLabel: 'Supplements', icon: Pill },
] as const;

export type AppShellProps = { demo: boolean; userName: string | null; children: ReactNode };

/** The chrome of every signed-in (or demo) page. */
export function AppShell({ demo, userName, children }: AppShellProps) {
  const signOutLabel = demo ? 'Exit Demo' : 'Sign Out';
  return (
    <ToastProvider>
      <div className="flex min-h-screen flex-col pb-16 md:pb-0">
        {demo && (
          <aside aria-label="Demo mode" className="bg-primary-soft text-primary border-b px-4 py-2 text-center text-sm">
            <strong className="font-semibold">Demo mode:</strong> you are exploring sample data. Changes are not saved.
          </aside>
        )}
        <header className="bg-card/85 sticky top-0 z-40 border-b backdrop-blur">
          <div className="mx-auto flex h-16 max-w-7xl items-center gap-6 px-4 sm:px-6">
            <div className="flex items-center gap-2.5">
              <Link to="/" className="rounded-lg">
                <Logo showAlpha={false} />
              </Link>
              <AlphaBadge />
            </div>
            <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
              {NAV_ITEMS.map((item) => (
                <Link
                  key={item.to}
                  to={item.to}
                  activeOptions={{ exact: true }}
                  className="text-muted-foreground hover:bg-muted hover:text-foreground data-[status=active]:bg-primary-soft data-[status=active]:text-primary rounded-lg px-3 py-2 text-sm font-medium transition-colors"
                >
                  {item.label}
                </Link>
              ))}
            </nav>
            <div className="ml-auto flex items-center gap-2">
              {userName && <span className="text-muted-foreground hidden text-sm lg:inline">{userName}</span>}
              {/* On small screens both live in the bottom bar. */}
              <div className="hidden items-center gap-2 md:flex">
                <ThemeToggle />
                <Button variant="outline" size="sm" onClick={() => endSession(demo)}>
                  <LogOut aria-hidden="true" />
                  {signOutLabel}
                </Button>
              </div>
            </div>
          </div>
        </header>

        <main className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:px-6 sm:py-8">{children}</main>

        <footer className="text-muted-foreground border-t px-4 py-6 text-center text-xs">
          <p className="mx-auto max-w-3xl">{MEDICAL_DISCLAIMER}</p>
          <p className="mt-2">© 2025 Regimen</p>
        </footer>

        <nav aria-label="Main" className="bg-card fixed inset-x-0 bottom-0 z-40 flex h-16 items-stretch border-t md:hidden">
          {NAV_ITEMS.map(({ to, shortLabel, icon: Icon }) => (
            <Link
              key={to}
              to={to}
              activeOptions={{ exact: true }}
              className="text-muted-foreground data-[status=active]:text-primary flex flex-1 flex-col items-center justify-center gap-1 text-xs font-medium"
            >
              <Icon aria-hidden="true" className="size-5" />
              {shortLabel}
            </Link>
          ))}
          <div className="flex flex-1 items-center justify-center">
            <ThemeToggle />
          </div>
          <button
            type="button"
            onClick={() => endSession(demo)}
            className="text-muted-foreground flex flex-1 flex-col items-center justify-center gap-1 text-xs font-medium"
          >
            <LogOut aria-hidden="true" className="size-5" />
            {signOutLabel}
          </button>
        </nav>
      </div>
    </ToastProvider>
  );
}
