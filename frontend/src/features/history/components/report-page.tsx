import { useNavigate } from '@tanstack/react-router';
import { Download, Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { reportPdfUrl, useReport } from '../api/history-api.ts';
import { changeLines, endOfDay, startOfDay } from '../model/history-view.ts';
import { RegimenList } from './regimen-list.tsx';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card data-print-section>
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** "Since my last visit": two dates, everything a doctor asks about in between; printable and as PDF. */
export function ReportPage({ from, to, today, demo }: { from: string; to: string; today: string; demo: boolean }) {
  const navigate = useNavigate();
  const fromInstant = startOfDay(from);
  const toInstant = endOfDay(to);
  const report = useReport(fromInstant, toInstant);
  const pick = (next: { from?: string; to?: string }) => void navigate({ to: '/report', search: { from, to, ...next } });
  return (
    <div className="grid gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Since my last visit</h1>
          <p className="text-muted-foreground">
            {report.data?.patient.name ?? report.data?.patient.email ?? ''} · {from} to {to}
          </p>
        </div>
        <div className="flex flex-wrap items-end gap-3" data-print-hidden>
          <Field id="report-from" label="From">
            <Input id="report-from" type="date" max={to} value={from} onChange={(e) => e.target.value && pick({ from: e.target.value })} />
          </Field>
          <Field id="report-to" label="To">
            <Input id="report-to" type="date" min={from} max={today} value={to} onChange={(e) => e.target.value && pick({ to: e.target.value })} />
          </Field>
          <Button variant="outline" onClick={() => window.print()}>
            <Printer aria-hidden="true" /> Print
          </Button>
          {demo ? (
            <Button variant="outline" disabled title="Not available in demo mode">
              <Download aria-hidden="true" /> PDF
            </Button>
          ) : (
            <Button variant="outline" asChild>
              <a href={reportPdfUrl(fromInstant, toInstant)} download>
                <Download aria-hidden="true" /> PDF
              </a>
            </Button>
          )}
        </div>
      </header>
      {report.isPending ? (
        <Skeleton className="h-64" />
      ) : report.isError ? (
        <p className="text-destructive">The report could not be made.</p>
      ) : (
        <>
          <div className="grid gap-6 lg:grid-cols-2">
            <Section title={`Regimen on ${from}`}>
              <RegimenList regimen={report.data.start} label={`Regimen on ${from}`} />
            </Section>
            <Section title={`Regimen on ${to}`}>
              <RegimenList regimen={report.data.end} label={`Regimen on ${to}`} />
            </Section>
          </div>
          <Section title="Changes in between">
            {report.data.changes.length === 0 ? (
              <p className="text-muted-foreground text-sm">No changes.</p>
            ) : (
              <ol className="grid gap-1 text-sm">
                {changeLines(report.data.changes).map((line) => (
                  <li key={line.key}>
                    <time className="text-muted-foreground mr-3 tabular-nums">{line.date}</time>
                    {line.text}
                  </li>
                ))}
              </ol>
            )}
          </Section>
          <Section title="Adherence over the period">
            {report.data.adherence.length === 0 ? (
              <p className="text-muted-foreground text-sm">No doses recorded in this period.</p>
            ) : (
              <table className="w-full text-left text-sm">
                <thead>
                  <tr className="text-muted-foreground">
                    <th className="py-1 font-medium">Supplement</th>
                    <th className="py-1 font-medium">Taken</th>
                    <th className="py-1 font-medium">Rate</th>
                  </tr>
                </thead>
                <tbody>
                  {report.data.adherence.map((item) => (
                    <tr key={item.supplementId} className="border-t">
                      <td className="py-1">{item.name}</td>
                      <td className="py-1 tabular-nums">{item.taken} of {item.recorded}</td>
                      <td className="py-1 tabular-nums">{item.rate === null ? '—' : `${item.rate} %`}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </Section>
          <Section title="Safety findings">
            {report.data.safety.length === 0 ? (
              <p className="text-muted-foreground text-sm">No interactions or limits found for the current regimen.</p>
            ) : (
              <ul className="grid gap-4 text-sm">
                {report.data.safety.map((finding) => (
                  <li key={finding.id}>
                    <p className="font-medium">{finding.title}</p>
                    <p>{finding.message}</p>
                    <p>What to do: {finding.recommendation}</p>
                    <p className="text-muted-foreground">Sources: {finding.sources.join('; ')}</p>
                  </li>
                ))}
              </ul>
            )}
          </Section>
          <Section title="Notes">
            {report.data.notes.length === 0 ? (
              <p className="text-muted-foreground text-sm">No notes.</p>
            ) : (
              <ul className="grid gap-1 text-sm">
                {report.data.notes.map((note, index) => (
                  <li key={`${note.item}-${index}`}>
                    <span className="font-medium">{note.item}:</span> {note.note}
                  </li>
                ))}
              </ul>
            )}
          </Section>
        </>
      )}
    </div>
  );
}
