import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card.tsx';

/** Recharts' axis ticks and tooltip in the theme's colours (light and dark follow the CSS variables). */
export const chartAxis = { stroke: 'var(--color-muted-foreground)', fontSize: 12 } as const;
export const chartTooltip = {
  contentStyle: { background: 'var(--color-card)', border: '1px solid var(--color-border)', borderRadius: 8, color: 'var(--color-foreground)' },
} as const;

/** A chart with its title and its text alternative: the chart itself is hidden from assistive technology. */
export function ChartCard({ title, summary, heading, children }: { title: string; summary: string; heading: 'h2' | 'h3'; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as={heading}>{title}</CardTitle>
        <CardDescription>{summary}</CardDescription>
      </CardHeader>
      <CardContent>
        <div aria-hidden="true" className="h-56 w-full">
          {children}
        </div>
      </CardContent>
    </Card>
  );
}
