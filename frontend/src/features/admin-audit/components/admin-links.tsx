import { Link } from '@tanstack/react-router';

const linkClasses = 'text-primary underline-offset-4 hover:underline aria-[current=page]:font-semibold aria-[current=page]:no-underline';

/** The admin pages beside this one (the admin panel links to the rest). */
export function AdminLinks({ current }: { current: '/admin/audit' | '/admin/projections' }) {
  return (
    <nav aria-label="Admin pages" className="flex flex-wrap gap-3 text-sm">
      <Link to="/admin/audit" aria-current={current === '/admin/audit' ? 'page' : undefined} className={linkClasses}>
        Audit trail
      </Link>
      <Link to="/admin/projections" aria-current={current === '/admin/projections' ? 'page' : undefined} className={linkClasses}>
        Projections
      </Link>
      {/* The admin panel comes from another branch; a plain link keeps this one independent of its route. */}
      <a href="/admin" className={linkClasses}>
        Admin panel
      </a>
    </nav>
  );
}
