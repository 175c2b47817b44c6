

const pages = [
  { to: '/admin/audit', label: 'Audit trail' },
  { to: '/admin/projections', label: 'Projections' },
  { to: '/admin', label: 'Admin panel' },
] as const;

/** The admin pages beside this one (the admin panel links to the rest). */
export function AdminLinks({ current }: { current: string }) {
  return (
    <nav aria-label="Admin pages" className="flex flex-wrap gap-3 text-sm">
      {pages.map((page) => (
        <a key={page.to} href={page.to} aria-current={page.to === current ? 'page' : undefined} className="text-primary underline-offset-4 hover:underline aria-[current=page]:font-semibold aria-[current=page]:no-underline">
          {page.label}
        </a>
      ))}
    </nav>
  );
}

