import { Link, useNavigate } from '@tanstack/react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useRegimenAt } from '../api/history-api.ts';
import { changeLines, endOfDay } from '../model/history-view.ts';
import { RegimenList } from './regimen-list.tsx';

/** "What was I taking on …": the regimen folded from the events up to that day, and every change since. */
export function HistoryPage({ day, today }: { day: string; today: string }) {
  const navigate = useNavigate();
  const regimen = useRegimenAt(endOfDay(day));
  return (
    <div className="grid gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Your regimen on any date</h1>
          <p className="text-muted-foreground">Rebuilt from your history: exactly what you were taking that day.</p>
        </div>
        <Field id="history-date" label="Date">
          <Input
            id="history-date"
            type="date"
            max={today}
            value={day}
            onChange={(event) => event.target.value && void navigate({ to: '/history', search: { date: event.target.value } })}
          />
        </Field>
      </header>
      <Card>
        <CardHeader>
          <CardTitle as="h2">On {day}</CardTitle>
        </CardHeader>
        <CardContent>
          {regimen.isPending ? <Skeleton className="h-24" /> : regimen.isError ? <p className="text-destructive text-sm">Could not load that day.</p> : <RegimenList regimen={regimen.data.regimen} label={`Regimen on ${day}`} />}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2">What changed since</CardTitle>
          <CardDescription>
            Preparing a visit? <Link to="/report" className="text-primary underline">Make a report for your doctor</Link>.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {regimen.isSuccess && regimen.data.changesSince.length === 0 && <p className="text-muted-foreground text-sm">Nothing has changed since.</p>}
          {regimen.isSuccess && regimen.data.changesSince.length > 0 && (
            <ol aria-label="Changes since" className="grid gap-2 text-sm">
              {changeLines(regimen.data.changesSince).map((line) => (
                <li key={line.key} className="flex gap-3">
                  <time className="text-muted-foreground w-24 shrink-0 tabular-nums">{line.date}</time>
                  <span>{line.text}</span>
                </li>
              ))}
            </ol>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
