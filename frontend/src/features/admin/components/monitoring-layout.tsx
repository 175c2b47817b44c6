import { Link } from '@tanstack/react-router';
import type { RateLimitStats } from '@regimen/domain/contracts/monitoring';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { StatCard } from './monitoring-cards.tsx';
import { RateLimitDemo } from './rate-limit-demo.tsx';

/** What a figure shows before its data has come. */
export const dash = '–';

/** The two monitoring pages' header: title with the "System Active" badge, an optional subtitle, the way back and any actions. */
export function MonitoringHeader({ title, subtitle, children }: { title: string; subtitle?: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
          <Badge variant="emerald">System Active</Badge>
        </div>
        {subtitle && <p className="text-muted-foreground mt-1">{subtitle}</p>}
      </div>
      <div className="flex gap-2">
        <Button asChild variant="ghost">
          <Link to="/admin">Admin Panel</Link>
        </Button>
        {children}
      </div>
    </div>
  );
}

/** The pages' tabs: the triggers, the panels given as children, and last the rate-limit demo both pages end with. */
export function MonitoringTabs({ tabs, demoLabel, children }: { tabs: readonly (readonly [value: string, label: string])[]; demoLabel: string; children: ReactNode }) {
  return (
    <Tabs defaultValue={tabs[0]?.[0]} className="grid gap-4">
      <TabsList className="h-auto w-full flex-wrap justify-start sm:w-auto">
        {tabs.map(([value, label]) => (
          <TabsTrigger key={value} value={value}>
            {label}
          </TabsTrigger>
        ))}
        <TabsTrigger value="demo">{demoLabel}</TabsTrigger>
      </TabsList>
      {children}
      <TabsContent value="demo">
        <RateLimitDemo />
      </TabsContent>
    </Tabs>
  );
}

/** A titled card of label/value rows (or, with `className`, of other figures such as badges). */
export function FiguresCard({ title, className = 'grid gap-2 text-sm', children }: { title: string; className?: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">{title}</CardTitle>
      </CardHeader>
      <CardContent className={className}>{children}</CardContent>
    </Card>
  );
}

export function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-2">
      <span className="text-muted-foreground">{label}</span>
      <span className="font-medium">{value}</span>
    </div>
  );
}

/** Both pages open with the same traffic figures; only the active-users note differs (spec 02). */
export function TrafficStatCards({ stats, activeNote }: { stats: RateLimitStats | undefined; activeNote: string }) {
  return (
    <>
      <StatCard label="Active Users" value={stats?.activeUsers ?? dash} note={activeNote} />
      <StatCard label="Total Requests" value={stats?.totalRequests ?? dash} note="Last 24 hours" />
      <StatCard label="Rate Limited" value={stats?.rateLimitedRequests ?? dash} note="Blocked requests" />
    </>
  );
}

/** A titled card of bullet points (the features, or how the limits work), in two columns from small screens on when `columns` is 2. */
export function BulletsCard({ title, items, columns = 1 }: { title: string; items: readonly string[]; columns?: 1 | 2 }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className={`grid list-disc gap-1 pl-5 text-sm${columns === 2 ? ' sm:grid-cols-2' : ''}`}>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
