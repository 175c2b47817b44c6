import { Link } from '@tanstack/react-router';
import { requestFeedback } from '../../lib/feedback-request.ts';
import { cn } from '../../lib/cn.ts';
import { MEDICAL_DISCLAIMER } from '../disclaimers.tsx';
import { FOOTER_LINKS } from './nav-items.ts';

const linkClasses =
  'hover:text-foreground underline-offset-4 hover:underline focus-visible:ring-ring rounded focus-visible:ring-2 focus-visible:outline-none';

/** Every link leads somewhere; `aboveBottomBar` leaves room for the small-screen bottom bar of signed-in pages. */
export function SiteFooter({ aboveBottomBar = true }: { aboveBottomBar?: boolean }) {
  return (
    <footer className={cn('text-muted-foreground border-t px-4 pt-6 text-center text-xs sm:px-6', aboveBottomBar ? 'pb-24 md:pb-6' : 'pb-24 sm:pb-8')}>
      <nav aria-label="Footer" className="mb-3">
        <ul className="flex flex-wrap justify-center gap-x-5 gap-y-2">
          {FOOTER_LINKS.map(({ to, label }) => (
            <li key={to}>
              <Link to={to} className={linkClasses}>
                {label}
              </Link>
            </li>
          ))}
          <li>
            <button type="button" onClick={requestFeedback} className={cn(linkClasses, 'cursor-pointer')}>
              Send Feedback
            </button>
          </li>
        </ul>
      </nav>
      <p className="mx-auto max-w-3xl">{MEDICAL_DISCLAIMER}</p>
      <p className="mt-2">© 2025 Regimen. All rights reserved.</p>
    </footer>
  );
}
