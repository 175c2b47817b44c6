import { Activity, CalendarCheck, Pill, ShieldAlert, type LucideIcon } from 'lucide-react';
import { Card, Skeleton } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/cn.ts';
import { useDashboardStats } from '../api/get-dashboard-stats.ts';
import { statsCards, type StatsCard, type StatsCardId } from '../model/stats-cards.ts';

const ICONS: Record<StatsCardId, LucideIcon> = {
  active: Pill,
  due: CalendarCheck,
  interactions: ShieldAlert,
  adherence: Activity,
};

const TONES: Record<StatsCard['tone'], string> = {
  neutral: 'text-muted-foreground',
  good: 'text-primary',
  warning: 'text-warning',
};

/** The dashboard's stats strip; `plannedToday` (null while unknown) is today's dose count. */
export function StatsCards({ plannedToday }: { plannedToday: number | null }) {
  const stats = useDashboardStats();

  if (stats.isPending) {
    return (
      <div role="status" aria-label="Loading statistics" className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-28 rounded-xl" />
        ))}
      </div>
    );
  }
  if (stats.isError) {
    return (
      <Card role="alert" className="text-muted-foreground p-4 text-sm">
        Statistics are unavailable right now.
      </Card>
    );
  }

  return (
    <ul aria-label="Statistics" className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {statsCards(stats.data, plannedToday).map((card) => {
        const Icon = ICONS[card.id];
        return (
          <li key={card.id}>
            <Card className="flex h-full flex-col gap-1 p-4 sm:p-5">
              <div className="flex items-center justify-between gap-2">
                <h2 className="text-muted-foreground text-sm font-medium">{card.title}</h2>
                <Icon aria-hidden="true" className={cn('size-4', TONES[card.tone])} />
              </div>
              <p className="text-3xl font-bold tracking-tight">{card.value}</p>
              <p className={cn('text-xs', TONES[card.tone])}>{card.note}</p>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
