import { Link } from '@tanstack/react-router';
import { MEDICAL_DISCLAIMER } from '../disclaimers.tsx';
import { FOOTER_LINKS } from './nav-items.ts';

const linkClasses =
  'hover:text-foreground underline-offset-4 hover:underline focus-visible:ring-ring rounded focus-visible:ring-2 focus-visible:outline-none';

export function SiteFooter() {
  return (
    <footer className="text-muted-foreground border-t px-4 pt-6 pb-20 text-center text-xs sm:px-6 md:pb-6">
      <nav aria-label="Footer" className="mb-3">
        <ul className="flex flex-wrap justify-center gap-x-5 gap-y-2">
          {FOOTER_LINKS.map(({ href, label }) => (
            <li key={href}>
              {href === '/privacy-policy' || href === '/terms-of-service' ? (
                <Link to={href} className={linkClasses}>
                  {label}
                </Link>
              ) : (
                <a href={href} className={linkClasses}>
                  {label}
                </a>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <p className="mx-auto max-w-3xl">{MEDICAL_DISCLAIMER}</p>
      <p className="mt-2">© 2025 Regimen. All rights reserved.</p>
    </footer>
  );
}
