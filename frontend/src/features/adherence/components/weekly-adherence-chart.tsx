import { RotateCw } from 'lucide-react';
import { Bar, BarChart, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useAdherenceHistory } from '../api/get-adherence-history.ts';
import { dayAriaLabel, historySummary, weekPoints } from '../model/adherence-chart.ts';

const axis = { fill: 'var(--color-muted-foreground)', fontSize: 12 } as const;

/**
 * The dashboard's compact week of adherence (issue 14): the last 7 local days from
 * GET /api/adherence/history. Recharts comes with this module only, which the dashboard loads
 * lazily, so neither the landing page nor the dashboard's first paint pays for it.
 */
// Loaded by name through React.lazy in routes/-components/dashboard-page.tsx.
// ts-unused-exports:disable-next-line
export function WeeklyAdherenceChart() {
  const history = useAdherenceHistory('7');
  const data = history.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" id="weekly-adherence-heading">
          This week
        </CardTitle>
        {data !== undefined && <CardDescription data-testid="weekly-adherence-summary">{historySummary(data)}</CardDescription>}
      </CardHeader>
      <CardContent>
        {history.isError ? (
          <div role="alert" className="grid justify-items-start gap-2 text-sm">
            <p>Could not load this week's adherence.</p>
            <Button variant="outline" size="sm" onClick={() => void history.refetch()}>
              <RotateCw aria-hidden="true" />
              Try again
            </Button>
          </div>
        ) : data === undefined ? (
          <Skeleton role="status" aria-label="Loading this week's adherence" className="h-32" />
        ) : (
          <>
            {/* The chart is for the eye; the summary above and this list are what assistive technology reads. */}
            <div aria-hidden="true" className="h-32 w-full" data-testid="weekly-adherence-chart">
              <ResponsiveContainer width="100%" height="100%">
                <BarChart data={weekPoints(data)} accessibilityLayer={false} margin={{ top: 4, right: 4, bottom: 0, left: 4 }}>
                  <XAxis dataKey="label" tick={axis} tickLine={false} axisLine={false} interval={0} />
                  <YAxis domain={[0, 100]} hide />
                  <Bar dataKey="percent" name="Taken" fill="var(--color-primary)" radius={[4, 4, 0, 0]} background={{ fill: 'var(--color-muted)', radius: 4 }} isAnimationActive={false} />
                </BarChart>
              </ResponsiveContainer>
            </div>
            <ul className="sr-only" aria-labelledby="weekly-adherence-heading">
              {data.days.map((day) => (
                <li key={day.date}>{dayAriaLabel(day)}</li>
              ))}
            </ul>
          </>
        )}
      </CardContent>
    </Card>
  );
}
