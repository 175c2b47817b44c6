import { CirclePlus, CircleCheck, RotateCw, Sparkles, type LucideIcon } from 'lucide-react';
import type { RecentActivityItem } from '@regimen/domain/contracts/dashboard';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useNow } from '../../../lib/use-now.ts';
import { useRecentActivity } from '../api/get-recent-activity.ts';
import { activityText } from '../model/activity-text.ts';
import { relativeTime } from '../model/relative-time.ts';

const ICONS: Record<RecentActivityItem['type'], LucideIcon> = {
  supplement_taken: CircleCheck,
  supplement_added: CirclePlus,
  ai_analysis: Sparkles,
};

export function RecentActivity() {
  const activity = useRecentActivity();
  const now = useNow();

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" id="recent-activity-heading">
          Recent Activity
        </CardTitle>
      </CardHeader>
      <CardContent>
        {activity.isPending ? (
          <div role="status" aria-label="Loading recent activity" className="grid gap-2">
            {Array.from({ length: 3 }, (_, index) => (
              <Skeleton key={index} className="h-9" />
            ))}
          </div>
        ) : activity.isError ? (
          <div role="alert" className="grid justify-items-start gap-2 text-sm">
            <p>Could not load your recent activity.</p>
            <Button variant="outline" size="sm" onClick={() => void activity.refetch()}>
              <RotateCw aria-hidden="true" />
              Try again
            </Button>
          </div>
        ) : activity.data.length === 0 ? (
          <p className="text-muted-foreground text-sm">Nothing yet. Add a supplement or log a dose to see it here.</p>
        ) : (
          <ul aria-labelledby="recent-activity-heading" className="grid grid-cols-1 gap-3">
            {activity.data.map((item) => {
              const Icon = ICONS[item.type];
              return (
                <li key={item.id} className="flex items-center gap-3 text-sm">
                  <Icon aria-hidden="true" className="text-primary size-4 shrink-0" />
                  <span className="min-w-0 flex-1 truncate">{activityText(item)}</span>
                  <time
                    dateTime={item.takenAt}
                    title={new Date(item.takenAt).toLocaleString()}
                    className="text-muted-foreground text-xs whitespace-nowrap"
                  >
                    {relativeTime(item.takenAt, now)}
                  </time>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
