import { Crown } from 'lucide-react';
import { Badge, type BadgeVariant } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Progress } from '../../../components/ui/progress.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useTierInfo } from '../api/get-tier-info.ts';
import { planUsage, type PlanUsage } from '../model/plan-usage.ts';

const TIER_BADGES: Record<PlanUsage['color'], BadgeVariant> = {
  gray: 'neutral',
  blue: 'blue',
  purple: 'purple',
  emerald: 'emerald',
};

export function PlanUsageCard() {
  const tierInfo = useTierInfo();
  if (tierInfo.isPending) {
    return (
      <Card role="status" aria-label="Loading your plan" className="grid gap-3 p-5">
        <Skeleton className="h-5 w-32" />
        <Skeleton className="h-2" />
        <Skeleton className="h-2" />
      </Card>
    );
  }
  // A failed read shows the spec's fallback rather than an error: the plan is secondary here.
  const usage = planUsage(tierInfo.data);

  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle as="h2">Plan and usage</CardTitle>
        <Badge variant={TIER_BADGES[usage.color]}>{usage.tierName}</Badge>
      </CardHeader>
      <CardContent className="grid gap-4">
        {usage.kind === 'fallback' ? (
          <p className="text-muted-foreground text-sm">{usage.note}</p>
        ) : (
          usage.bars.map((bar) => (
            <div key={bar.label} className="grid gap-1.5">
              <div className="flex items-center justify-between text-sm">
                <span>{bar.label}</span>
                <span className={bar.warning ? 'text-warning font-semibold' : 'text-muted-foreground'}>{bar.text}</span>
              </div>
              {bar.percent !== null && (
                <Progress
                  value={bar.percent}
                  label={bar.label}
                  valueText={bar.text}
                  tone={bar.warning ? 'warning' : 'default'}
                />
              )}
              {bar.warning && <p className="text-warning text-xs">You are close to your plan's limit.</p>}
            </div>
          ))
        )}
        {usage.upgrade && (
          <div className="bg-muted grid gap-2 rounded-lg p-3 text-sm">
            <p className="flex items-center gap-2 font-medium">
              <Crown aria-hidden="true" className="size-4 text-amber-500" />
              {usage.upgrade.title}
            </p>
            <p className="text-muted-foreground text-xs">{usage.upgrade.text}</p>
            <Button size="sm" variant="outline" disabled className="justify-self-start">
              Upgrades open after the alpha
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
