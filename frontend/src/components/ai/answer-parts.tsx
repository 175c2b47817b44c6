import type { ReactNode } from 'react';
import type { HeadingLevel } from '../ui/card.tsx';

export type AnswerHeading = Exclude<HeadingLevel, 'h2'> | 'h5';

/** One titled part of an AI or knowledge-base answer ("Summary", "Potential Benefits"). */
export function AnswerPart({ title, level: H = 'h3', children }: { title: string; level?: AnswerHeading; children: ReactNode }) {
  return (
    <section className="grid gap-1">
      <H className="text-sm font-semibold">{title}</H>
      {children}
    </section>
  );
}

/** A bulleted list of an answer's items. */
export function AnswerItems({ items }: { items: readonly string[] }) {
  return (
    <ul className="text-muted-foreground list-disc pl-5 text-sm">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
