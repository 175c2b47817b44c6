import type { AdherenceHistory, HistoryDay } from '@regimen/domain/contracts/adherence-history';
import { RotateCw } from 'lucide-react';
import { useState } from 'react';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { chartAxis as axis, chartTooltip as tooltip } from '../../../components/charts/chart-card.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../lib/cn.ts';
import { useAdherenceHistory, type HistoryRange } from '../api/get-adherence-history.ts';
import { dayAriaLabel, dayDoses, dayLabel, heatLevel, heatWeeks, historySummary, trendPoints, type HeatLevel } from '../model/adherence-chart.ts';

// Recharts lives only in this module, which the Schedule page loads lazily when History opens.
const RANGES: readonly HistoryRange[] = ['7', '30', '90'];

const HEAT: Record<HeatLevel, string> = {
  none: 'bg-muted',
  0: 'bg-destructive/40',
  1: 'bg-primary/25',
  2: 'bg-primary/50',
  3: 'bg-primary/75',
  4: 'bg-primary',
};

const STATUS_TONE = { taken: 'text-primary', late: 'text-warning', missed: 'text-destructive', open: 'text-muted-foreground' } as const;

const clock = (iso: string): string => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

// Loaded by name through React.lazy in routes/-components/schedule-page.tsx.
// ts-unused-exports:disable-next-line
export function AdherenceHistoryPanel() {
  const [range, setRange] = useState<HistoryRange>('30');
  const [selected, setSelected] = useState<string | null>(null);
  const history = useAdherenceHistory(range);
  const data = history.data;
  return (
    <div className="grid gap-4">
      <div role="group" aria-label="History range" className="flex gap-2">
        {RANGES.map((days) => (
          <Button key={days} size="sm" variant={days === range ? 'primary' : 'outline'} aria-pressed={days === range} onClick={() => setRange(days)}>
            {days} days
          </Button>
        ))}
      </div>
      {history.isError ? (
        <div role="alert" className="grid justify-items-start gap-2 text-sm">
          <p>Could not load your adherence history.</p>
          <Button variant="outline" size="sm" onClick={() => void history.refetch()}>
            <RotateCw aria-hidden="true" />
            Try again
          </Button>
        </div>
      ) : data === undefined ? (
        <div role="status" aria-label="Loading adherence history" className="grid gap-2">
          <Skeleton className="h-56" />
          <Skeleton className="h-32" />
        </div>
      ) : (
        <HistoryCharts history={data} selected={selected} onSelect={setSelected} />
      )}
    </div>
  );
}

function HistoryCharts({ history, selected, onSelect }: { history: AdherenceHistory; selected: string | null; onSelect: (date: string) => void }) {
  const points = trendPoints(history);
  const day = history.days.find((candidate) => candidate.date === selected) ?? null;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card className="lg:col-span-2">
        <CardHeader>
          <CardTitle as="h2">Adherence trend</CardTitle>
          {/* The text alternative: the chart itself is hidden from assistive technology. */}
          <CardDescription data-testid="history-summary">{historySummary(history)}</CardDescription>
        </CardHeader>
        <CardContent>
          <div aria-hidden="true" className="h-56 w-full">
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={points} accessibilityLayer={false}>
                <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" />
                <XAxis dataKey="label" tick={axis} minTickGap={16} />
                <YAxis domain={[0, 100]} tick={axis} width={40} tickFormatter={(value: number) => `${value}%`} />
                <Tooltip {...tooltip} formatter={(value) => [`${String(value)}%`, 'Taken']} />
                <Bar dataKey="percent" name="Taken" fill="var(--color-primary)" isAnimationActive={false} />
              </BarChart>
            </ResponsiveContainer>
          </div>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2">Calendar</CardTitle>
          <CardDescription>Each square is a day, darker when more doses were taken. Choose a day to see its doses.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3">
          <HeatMap days={history.days} selected={selected} onSelect={onSelect} />
          <HeatLegend />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2">{day === null ? 'Day view' : dayLabel(day.date)}</CardTitle>
          <CardDescription>{day === null ? 'Choose a day in the calendar.' : dayAriaLabel(day)}</CardDescription>
        </CardHeader>
        <CardContent>{day === null ? null : <DayView day={day} history={history} />}</CardContent>
      </Card>
      <Card className="lg:col-span-2">
        <CardHeader>
          <CardTitle as="h2">By supplement</CardTitle>
          <CardDescription>Adherence over the range and streaks of days with every dose taken.</CardDescription>
        </CardHeader>
        <CardContent>
          <SupplementTable history={history} />
        </CardContent>
      </Card>
    </div>
  );
}

function HeatMap({ days, selected, onSelect }: { days: readonly HistoryDay[]; selected: string | null; onSelect: (date: string) => void }) {
  return (
    <div className="flex flex-wrap gap-1" role="group" aria-label="Days">
      {heatWeeks(days).map((week, index) => (
        <div key={week.find((cell) => cell !== null)?.date ?? index} className="grid grid-rows-7 gap-1">
          {week.map((cell, row) =>
            cell === null ? (
              <span key={`pad-${row}`} className="size-6" aria-hidden="true" />
            ) : (
              <button
                key={cell.date}
                type="button"
                title={dayAriaLabel(cell)}
                aria-label={dayAriaLabel(cell)}
                aria-pressed={cell.date === selected}
                onClick={() => onSelect(cell.date)}
                className={cn('size-6 rounded-sm border border-border', HEAT[heatLevel(cell)], cell.date === selected && 'ring-ring ring-2 ring-offset-1')}
              />
            ),
          )}
        </div>
      ))}
    </div>
  );
}

function HeatLegend() {
  const steps: { level: HeatLevel; text: string }[] = [
    { level: 'none', text: 'Nothing due' },
    { level: 0, text: 'None taken' },
    { level: 2, text: 'Some' },
    { level: 4, text: 'All taken' },
  ];
  return (
    <ul className="text-muted-foreground flex flex-wrap gap-3 text-xs">
      {steps.map((step) => (
        <li key={step.text} className="flex items-center gap-1">
          <span aria-hidden="true" className={cn('inline-block size-3 rounded-sm border border-border', HEAT[step.level])} />
          {step.text}
        </li>
      ))}
    </ul>
  );
}

function DayView({ day, history }: { day: HistoryDay; history: AdherenceHistory }) {
  const doses = dayDoses(day, history);
  if (doses.length === 0) return <p className="text-muted-foreground text-sm">No doses were planned on this day.</p>;
  return (
    <ul className="grid gap-2 text-sm" aria-label={`Doses on ${dayLabel(day.date)}`}>
      {doses.map((dose) => (
        <li key={dose.key} className="flex items-center justify-between gap-2 border-b border-border pb-2 last:border-0">
          <span>
            <span className="font-medium">{dose.name}</span> <span className="text-muted-foreground">{dose.time}</span>
          </span>
          <span className={cn('font-medium', STATUS_TONE[dose.status])}>
            {dose.label}
            {dose.takenAt !== null && dose.status === 'late' ? ` at ${clock(dose.takenAt)}` : ''}
          </span>
        </li>
      ))}
    </ul>
  );
}

function SupplementTable({ history }: { history: AdherenceHistory }) {
  if (history.supplements.length === 0) return <p className="text-muted-foreground text-sm">No active supplements yet.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="text-muted-foreground">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">Supplement</th>
            <th scope="col" className="py-2 pr-3 font-medium">Adherence</th>
            <th scope="col" className="py-2 pr-3 font-medium">Taken</th>
            <th scope="col" className="py-2 pr-3 font-medium">Current streak</th>
            <th scope="col" className="py-2 font-medium">Best streak</th>
          </tr>
        </thead>
        <tbody>
          {history.supplements.map((row) => (
            <tr key={row.supplementId} className="border-t border-border">
              <th scope="row" className="py-2 pr-3 font-medium">{row.name}</th>
              <td className="py-2 pr-3">
                <div className="flex items-center gap-2">
                  <div aria-hidden="true" className="bg-muted h-2 w-24 overflow-hidden rounded-full">
                    <div className="bg-primary h-full" style={{ width: `${row.percent ?? 0}%` }} />
                  </div>
                  {row.percent === null ? '—' : `${row.percent}%`}
                </div>
              </td>
              <td className="py-2 pr-3">{row.taken} of {row.planned}</td>
              <td className="py-2 pr-3">{row.currentStreak} {row.currentStreak === 1 ? 'day' : 'days'}</td>
              <td className="py-2">{row.bestStreak} {row.bestStreak === 1 ? 'day' : 'days'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
