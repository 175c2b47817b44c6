import { Link } from '@tanstack/react-router';
import { CircleUserRound, LogOut } from 'lucide-react';
import { BOTTOM_NAV } from './nav-items.ts';
import { endSession } from './sign-out.ts';
import { ThemeToggle } from './theme-toggle.tsx';

const itemClasses =
  'text-muted-foreground flex min-w-18 flex-1 snap-start flex-col items-center justify-center gap-1 px-0.5 text-[10px] font-medium ' +
  'focus-visible:ring-ring focus-visible:ring-2 focus-visible:outline-none focus-visible:ring-inset';

/**
 * Small screens (below 768 px): the six links scroll sideways when they do not fit, while the
 * theme toggle and sign-out stay in reach at the end.
 */
export function BottomBar({ demo, signOutLabel }: { demo: boolean; signOutLabel: string }) {
  return (
    <div className="bg-card fixed inset-x-0 bottom-0 z-40 flex h-16 border-t md:hidden">
      <nav aria-label="Main" className="flex min-w-0 flex-1 snap-x overflow-x-auto [scrollbar-width:none]">
        {BOTTOM_NAV.map(({ to, shortLabel, icon: Icon }) => (
          <Link
            key={to}
            to={to}
            activeOptions={{ exact: true, includeSearch: false }}
            className={`${itemClasses} data-[status=active]:text-primary`}
          >
            <Icon aria-hidden="true" className="size-5" />
            {shortLabel}
          </Link>
        ))}
      </nav>
      <div className="flex shrink-0 items-stretch border-l">
        <div className="flex items-center px-1">
          <ThemeToggle />
        </div>
        <Link to="/account" className={`${itemClasses} min-w-14 data-[status=active]:text-primary`}>
          <CircleUserRound aria-hidden="true" className="size-5" />
          Account
        </Link>
        <button type="button" onClick={() => endSession(demo)} className={`${itemClasses} min-w-16`}>
          <LogOut aria-hidden="true" className="size-5" />
          {signOutLabel}
        </button>
      </div>
    </div>
  );
}
