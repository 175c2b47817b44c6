import { timingLabel } from '@regimen/domain/rules/timing';
import { Check, RotateCw } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { cn } from '../../../lib/cn.ts';
import { useRecordTake } from '../api/record-take.ts';
import { useUnmarkTake } from '../api/unmark-take.ts';
import { countDone, type ScheduleItem } from '../model/today-schedule.ts';
import { settle } from '../../../lib/settle.ts';

export type TodayScheduleProps = {
  /** Undefined while the supplements or takes are still loading. */
  items: readonly ScheduleItem[] | undefined;
  failed: boolean;
  onRetry: () => void;
  /** Clicking a row (not its circle) opens the supplement's details. */
  onOpenSupplement: (supplementId: string) => void;
};

export function TodaySchedule({ items, failed, onRetry, onOpenSupplement }: TodayScheduleProps) {
  const recordTake = useRecordTake();
  const unmarkTake = useUnmarkTake();
  const toast = useToast();
  const busyId = recordTake.isPending
    ? recordTake.variables.supplementId
    : unmarkTake.isPending
      ? unmarkTake.variables.takeId
      : null;

  function toggle(item: ScheduleItem) {
    if (item.takeToday === null) {
      settle(recordTake.mutateAsync({ supplementId: item.supplement.id }), {
        onSuccess: () => toast({ title: 'Supplement taken', description: 'Successfully recorded supplement intake' }),
        onError: () =>
          toast({
            title: 'Error',
            description: 'Failed to record supplement intake. Please try again.',
            variant: 'error',
          }),
      });
    } else {
      settle(unmarkTake.mutateAsync({ takeId: item.takeToday.id }), {
        onSuccess: () => toast({ title: 'Supplement unmarked' }),
        onError: () =>
          toast({ title: 'Error', description: 'Failed to unmark supplement. Please try again.', variant: 'error' }),
      });
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" id="today-schedule-heading">
          Today's Schedule
        </CardTitle>
        <CardDescription>
          {items ? `${countDone(items)} of ${items.length} taken` : 'Your doses for today'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {failed ? (
          <div role="alert" className="grid justify-items-start gap-2 text-sm">
            <p>Could not load today's schedule.</p>
            <Button variant="outline" size="sm" onClick={onRetry}>
              <RotateCw aria-hidden="true" />
              Try again
            </Button>
          </div>
        ) : items === undefined ? (
          <div role="status" aria-label="Loading today's schedule" className="grid gap-2">
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} className="h-12" />
            ))}
          </div>
        ) : items.length === 0 ? (
          <p className="text-muted-foreground text-sm">No active supplements yet. Add one to plan your day.</p>
        ) : (
          <ul aria-labelledby="today-schedule-heading" className="-mx-2 grid max-h-[26rem] grid-cols-1 gap-1 overflow-y-auto px-2">
            {items.map((item) => {
              const done = item.takeToday !== null;
              const { supplement } = item;
              const busy = busyId === supplement.id || (item.takeToday !== null && busyId === item.takeToday.id);
              return (
                <li key={supplement.id} className="hover:bg-muted flex items-center gap-3 rounded-lg px-2 py-2">
                  <button
                    type="button"
                    onClick={() => toggle(item)}
                    disabled={busy}
                    aria-pressed={done}
                    aria-label={done ? `Unmark ${supplement.name} as taken` : `Mark ${supplement.name} as taken`}
                    className={cn(
                      'grid size-8 shrink-0 place-items-center rounded-full border-2 transition-colors',
                      'focus-visible:ring-ring focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:outline-none',
                      'disabled:opacity-60',
                      done ? 'border-primary bg-primary text-primary-foreground' : 'hover:border-primary border-border',
                      busy && 'animate-pulse',
                    )}
                  >
                    {done && <Check aria-hidden="true" className="size-4" strokeWidth={3} />}
                  </button>
                  <button
                    type="button"
                    onClick={() => onOpenSupplement(supplement.id)}
                    className="focus-visible:ring-ring flex min-w-0 flex-1 items-center gap-2 rounded-md text-left focus-visible:ring-2 focus-visible:outline-none"
                  >
                    <span className="min-w-0 flex-1">
                      <span
                        className={cn(
                          'block truncate text-sm font-medium',
                          done && 'text-muted-foreground line-through',
                        )}
                      >
                        {supplement.name}
                      </span>
                      <span className="text-muted-foreground block truncate text-xs">
                        {supplement.dosage} · {timingLabel(supplement.timing)}
                      </span>
                    </span>
                    {supplement.nextDueTime && (
                      <span className="text-muted-foreground text-xs whitespace-nowrap">{supplement.nextDueTime}</span>
                    )}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
