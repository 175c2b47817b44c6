import type { ScheduleSlot } from '@regimen/domain/contracts/schedule';
import { Check, RotateCw } from 'lucide-react';
import { Badge, type BadgeVariant } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { cn } from '../../../lib/cn.ts';
import { settle } from '../../../lib/settle.ts';
import { useTodaySchedule } from '../api/get-today-schedule.ts';
import { useRecordTake } from '../api/record-take.ts';
import { useUnmarkTake } from '../api/unmark-take.ts';
import { RestockButton } from './restock-button.tsx';
import { clockLabel, progressLine, slotDetails, slotKey, slotStateLabels } from '../model/today-schedule.ts';

const STATE_BADGES: Record<ScheduleSlot['state'], BadgeVariant> = {
  taken: 'default',
  due: 'blue',
  overdue: 'warning',
  upcoming: 'neutral',
};

export type TodayScheduleProps = {
  /** Clicking a row (not its circle) opens the supplement's details; without it rows are plain. */
  onOpenSupplement?: (supplementId: string) => void;
  /** The dashboard keeps the list short and scrolling; the Schedule page shows it whole. */
  compact?: boolean;
};

/** Today's slots in time order, each marked and unmarked on its own (the widget and the Schedule page). */
export function TodaySchedule({ onOpenSupplement, compact = true }: TodayScheduleProps) {
  const schedule = useTodaySchedule();
  const recordTake = useRecordTake();
  const unmarkTake = useUnmarkTake();
  const toast = useToast();
  const busyKey = recordTake.isPending
    ? `${recordTake.variables.supplementId}@${recordTake.variables.plannedAt ?? ''}`
    : unmarkTake.isPending
      ? unmarkTake.variables.takeId
      : null;

  function toggle(slot: ScheduleSlot) {
    if (slot.takeId === null) {
      settle(recordTake.mutateAsync({ supplementId: slot.supplementId, plannedAt: slot.plannedAt }), {
        onSuccess: () => toast({ title: 'Supplement taken', description: 'Successfully recorded supplement intake' }),
        onError: () =>
          toast({ title: 'Error', description: 'Failed to record supplement intake. Please try again.', variant: 'error' }),
      });
    } else {
      settle(unmarkTake.mutateAsync({ takeId: slot.takeId }), {
        onSuccess: () => toast({ title: 'Supplement unmarked' }),
        onError: () => toast({ title: 'Error', description: 'Failed to unmark supplement. Please try again.', variant: 'error' }),
      });
    }
  }

  const data = schedule.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" id="today-schedule-heading">
          Today's Schedule
        </CardTitle>
        <CardDescription>{data ? progressLine(data) : 'Your doses for today'}</CardDescription>
      </CardHeader>
      <CardContent>
        {schedule.isError ? (
          <div role="alert" className="grid justify-items-start gap-2 text-sm">
            <p>Could not load today's schedule.</p>
            <Button variant="outline" size="sm" onClick={() => void schedule.refetch()}>
              <RotateCw aria-hidden="true" />
              Try again
            </Button>
          </div>
        ) : data === undefined ? (
          <div role="status" aria-label="Loading today's schedule" className="grid gap-2">
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} className="h-12" />
            ))}
          </div>
        ) : data.slots.length === 0 ? (
          <p className="text-muted-foreground text-sm">Nothing scheduled today. Add a supplement to plan your day.</p>
        ) : (
          <ul
            aria-labelledby="today-schedule-heading"
            className={cn('-mx-2 grid grid-cols-1 gap-1 px-2', compact && 'max-h-[26rem] overflow-y-auto')}
          >
            {data.slots.map((slot) => {
              const done = slot.takeId !== null;
              const key = slotKey(slot);
              const busy = busyKey === key || (slot.takeId !== null && busyKey === slot.takeId);
              const clock = clockLabel(slot.time);
              const note = slot.course;
              const text = (
                <span className="min-w-0 flex-1">
                  <span className={cn('block truncate text-sm font-medium', done && 'text-muted-foreground line-through')}>
                    {slot.supplementName}
                  </span>
                  <span className="text-muted-foreground block truncate text-xs">{slotDetails(slot)}</span>
                  {note && <span className="text-primary block truncate text-xs">{note}</span>}
                </span>
              );
              return (
                <li key={key} data-testid="schedule-slot" className="hover:bg-muted flex flex-wrap items-center gap-x-3 gap-y-0.5 rounded-lg px-2 py-2">
                  <span className="text-muted-foreground w-16 shrink-0 text-xs font-medium tabular-nums">{clock}</span>
                  <button
                    type="button"
                    onClick={() => toggle(slot)}
                    disabled={busy}
                    aria-pressed={done}
                    aria-label={done ? `Unmark ${slot.supplementName} at ${clock} as taken` : `Mark ${slot.supplementName} at ${clock} as taken`}
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
                  {onOpenSupplement ? (
                    <button
                      type="button"
                      onClick={() => onOpenSupplement(slot.supplementId)}
                      className="focus-visible:ring-ring flex min-w-0 flex-1 items-center gap-2 rounded-md text-left focus-visible:ring-2 focus-visible:outline-none"
                    >
                      {text}
                    </button>
                  ) : (
                    text
                  )}
                  {slot.lowStock && !compact && <RestockButton supplementId={slot.supplementId} name={slot.supplementName} />}
                  <Badge variant={STATE_BADGES[slot.state]}>{slotStateLabels[slot.state]}</Badge>
                  {/* Its own line under the name (time column + check button indent), so narrow screens keep it readable. */}
                  {slot.spacing && (
                    <p data-testid="slot-spacing" className="basis-full pl-[7.5rem] text-xs text-amber-700 dark:text-amber-400">
                      {slot.spacing}
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
