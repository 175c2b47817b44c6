import type { ReactNode } from 'react';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { lastUpdatedLabel } from '../model/last-updated.ts';

export type LegalSection = { heading: string; body: ReactNode };

export function LegalPage({
  title,
  intro,
  sections,
  showDate = true,
}: {
  title: string;
  intro: string;
  sections: readonly LegalSection[];
  /** Spec 02: the legal pages show today's date as last updated. */
  showDate?: boolean;
}) {
  return (
    <article className="mx-auto grid max-w-3xl gap-6">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        {showDate && <p className="text-muted-foreground mt-1 text-sm">Last updated: {lastUpdatedLabel(new Date())}</p>}
      </header>
      <Card>
        <CardContent className="grid gap-6 pt-5 text-sm leading-relaxed">
          <p>{intro}</p>
          {sections.map(({ heading, body }) => (
            <section key={heading} className="grid gap-2">
              <h2 className="text-lg font-semibold">{heading}</h2>
              <div className="text-muted-foreground grid gap-2">{body}</div>
            </section>
          ))}
        </CardContent>
      </Card>
    </article>
  );
}
