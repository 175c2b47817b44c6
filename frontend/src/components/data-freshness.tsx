import { CalendarSync, Database, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn.ts';
import { Badge } from './ui/badge.tsx';
import { Button } from './ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, type HeadingLevel } from './ui/card.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from './ui/dialog.tsx';

/** Spec section 9: how often each kind of reference data is refreshed. */
const REFRESH_SCHEDULE = [
  {
    kind: 'Critical safety data',
    examples: 'Drug interactions, contraindications, warnings',
    cadence: 'Monthly',
    interval: 'every 30 days',
  },
  {
    kind: 'Research and benefits',
    examples: 'Benefit analyses, dosage recommendations, side effects',
    cadence: 'Quarterly',
    interval: 'every 90 days',
  },
  { kind: 'Reference information', examples: 'General supplement facts', cadence: 'Annually', interval: 'every year' },
] as const;

function FreshnessDialog({ trigger }: { trigger: ReactNode }) {
  return (
    <Dialog>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Data Freshness &amp; Refresh Schedule</DialogTitle>
          <DialogDescription>
            The information behind Regimen's insights is refreshed on a fixed schedule, most often where safety is at
            stake.
          </DialogDescription>
        </DialogHeader>
        <ul className="grid gap-3">
          {REFRESH_SCHEDULE.map(({ kind, examples, cadence, interval }) => (
            <li key={kind} className="flex items-start justify-between gap-4 rounded-lg border p-3">
              <div>
                <p className="text-sm font-semibold">{kind}</p>
                <p className="text-muted-foreground text-xs">{examples}</p>
              </div>
              <div className="text-right">
                <Badge variant="neutral">{cadence}</Badge>
                <p className="text-muted-foreground mt-1 text-xs">{interval}</p>
              </div>
            </li>
          ))}
        </ul>
        <p className="text-muted-foreground text-sm">
          The date of the last system refresh is available to administrators in the Admin Panel.
        </p>
      </DialogContent>
    </Dialog>
  );
}

/** Inline text: "Data refreshed monthly" with a Learn more link. */
export function DataFreshnessInline({ className }: { className?: string }) {
  return (
    <p className={cn('text-muted-foreground flex flex-wrap items-center gap-1 text-xs', className)}>
      <RefreshCw aria-hidden="true" className="size-3" />
      Data refreshed monthly.
      <FreshnessDialog
        trigger={
          <button type="button" className="text-primary rounded font-medium underline underline-offset-2">
            Learn more<span className="sr-only"> about data freshness</span>
          </button>
        }
      />
    </p>
  );
}

/** Compact badge: "Data regularly refreshed". */
export function DataFreshnessBadge() {
  return (
    <FreshnessDialog
      trigger={
        <button
          type="button"
          className="focus-visible:ring-ring rounded-full focus-visible:ring-2 focus-visible:outline-none"
        >
          <Badge variant="neutral" className="cursor-pointer">
            <CalendarSync aria-hidden="true" />
            Data regularly refreshed
          </Badge>
        </button>
      }
    />
  );
}

/** Full card: "Data Freshness Policy". */
export function DataFreshnessCard({ headingLevel = 'h2' }: { headingLevel?: HeadingLevel }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as={headingLevel} className="flex items-center gap-2">
          <Database aria-hidden="true" className="text-primary size-4" />
          Data Freshness Policy
        </CardTitle>
        <CardDescription>Safety data monthly, research quarterly, reference data yearly.</CardDescription>
      </CardHeader>
      <CardContent>
        <FreshnessDialog
          trigger={
            <Button variant="outline" size="sm">
              View refresh schedule
            </Button>
          }
        />
      </CardContent>
    </Card>
  );
}
