import { Link } from '@tanstack/react-router';
import { CircleUserRound, LogOut, Moon, Sun } from 'lucide-react';
import { useTheme } from '../../lib/theme-provider.tsx';
import { BOTTOM_NAV } from './nav-items.ts';
import { endSession } from './sign-out.ts';

const cellClasses =
  'text-muted-foreground flex min-w-0 flex-auto flex-col items-center justify-center gap-1 px-0.5 text-[10px] leading-none font-medium ' +
  'hover:text-foreground focus-visible:ring-ring focus-visible:ring-2 focus-visible:outline-none focus-visible:ring-inset';

/**
 * Small screens (below 768 px): all six destinations, the theme and sign-out side by side, each
 * an icon over a one-word label, so nothing scrolls out of sight at 390 px.
 */
export function BottomBar({ demo, signOutLabel }: { demo: boolean; signOutLabel: string }) {
  const { theme, toggleTheme } = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <div className="bg-card fixed inset-x-0 bottom-0 z-40 flex h-16 border-t md:hidden">
      <nav aria-label="Main" className="flex min-w-0 flex-auto">
        {BOTTOM_NAV.map(({ to, label, barLabel, icon: Icon }) => (
          <Link
            key={to}
            to={to}
            // The visible word first, so the accessible name contains it (WCAG 2.5.3), then the full name.
            aria-label={barLabel === label ? label : `${barLabel} (${label})`}
            activeOptions={{ exact: true, includeSearch: false }}
            className={`${cellClasses} data-[status=active]:text-primary`}
          >
            <Icon aria-hidden="true" className="size-5 shrink-0" />
            <span className="max-w-full truncate">{barLabel}</span>
          </Link>
        ))}
      </nav>
      <div className="flex min-w-0 flex-auto border-l">
        <button type="button" onClick={toggleTheme} aria-label={`Switch to ${next} theme`} className={cellClasses}>
          {theme === 'dark' ? <Sun aria-hidden="true" className="size-5 shrink-0" /> : <Moon aria-hidden="true" className="size-5 shrink-0" />}
          <span className="max-w-full truncate">{theme === 'dark' ? 'Light' : 'Dark'}</span>
        </button>
        <Link to="/account" aria-label="Account" className={`${cellClasses} data-[status=active]:text-primary`}>
          <CircleUserRound aria-hidden="true" className="size-5 shrink-0" />
          <span className="max-w-full truncate">Account</span>
        </Link>
        <button type="button" onClick={() => endSession(demo)} aria-label={signOutLabel} className={cellClasses}>
          <LogOut aria-hidden="true" className="size-5 shrink-0" />
          <span className="max-w-full truncate">{demo ? 'Exit' : 'Sign out'}</span>
        </button>
      </div>
    </div>
  );
}
