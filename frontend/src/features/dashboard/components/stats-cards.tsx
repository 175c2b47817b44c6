import { Activity, CalendarCheck, Pill, ShieldAlert, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
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

function CardBody({ card }: { card: StatsCard }) {
  const Icon = ICONS[card.id];
  return (
    <>
      <span className="flex items-center justify-between gap-2">
        <span className="text-muted-foreground text-sm font-medium">{card.title}</span>
        <Icon aria-hidden="true" className={cn('size-4', TONES[card.tone])} />
      </span>
      <span className="text-3xl font-bold tracking-tight">{card.value}</span>
      <span className={cn('text-xs', TONES[card.tone])}>{card.note}</span>
    </>
  );
}

/** The dashboard's stats strip. */
export function StatsCards({ onOpenInteractions }: { onOpenInteractions: () => void }) {
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

  const frame = 'flex h-full w-full flex-col gap-1 p-4 text-left sm:p-5';
  const cell = (card: StatsCard): ReactNode =>
    card.id === 'interactions' ? (
      // Spec: the Interactions card is clickable and opens the analysis dialog.
      <Card className="hover:border-primary/60 h-full transition-colors">
        <button
          type="button"
          onClick={onOpenInteractions}
          aria-haspopup="dialog"
          className={cn(frame, 'focus-visible:ring-ring rounded-xl focus-visible:ring-2 focus-visible:outline-none')}
        >
          <CardBody card={card} />
        </button>
      </Card>
    ) : (
      <Card className={frame}>
        <CardBody card={card} />
      </Card>
    );

  return (
    <ul aria-label="Statistics" className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {statsCards(stats.data).map((card) => (
        <li key={card.id}>{cell(card)}</li>
      ))}
    </ul>
  );
}
