import { intakeDecider } from '@regimen/domain/intake/intake-decide';
import { MATCH_WINDOW_MS } from '@regimen/domain/rules/adherence';
import { addDays, localDayOf } from '@regimen/domain/rules/local-day';
import { plannedSlotsForDay } from '@regimen/domain/rules/schedule';
import { supplementDecider } from '@regimen/domain/supplement/supplement-decide';
import { supplementList } from '@regimen/domain/views/supplement-list';
import type { DemoContext } from '../../../lib/demo/demo-slice.ts';
import { demoStreams } from '../../../lib/demo/demo-streams.ts';

/** Two weeks is enough to show a trend, streaks and a few misses without slowing the demo's start. */
const PAST_DAYS = 14;
const FIVE_MINUTES = 5 * 60 * 1000;

/**
 * Past doses for the sample cabinet, so the History tab has a story: most taken on time, a few
 * late, a few missed, in a fixed pattern (the same demo every visit). Today is left to the intake
 * seed, so Today's Schedule opens as before.
 */
export function seedPastTakes(context: DemoContext): void {
  const now = context.now();
  const today = localDayOf(now, context.utcOffsetMinutes());
  const supplements = supplementList(context.events()).filter((supplement) => supplement.isActive);
  for (let back = PAST_DAYS; back >= 1; back -= 1) {
    const date = addDays(today.date, -back);
    const existing = supplements.filter((supplement) => supplement.createdAt.slice(0, 10) <= date);
    plannedSlotsForDay(existing, { ...today, date }).forEach((slot, index) => {
      const pattern = (back * 7 + index * 3) % 11;
      if (pattern === 0 || pattern === 5) return; // missed
      const delay = pattern === 3 ? MATCH_WINDOW_MS + 60 * 60 * 1000 : FIVE_MINUTES; // late, or on time
      const takenAt = new Date(Date.parse(slot.plannedAt) + delay);
      const takeId = context.newId();
      context.execute({
        streamId: demoStreams.take(takeId),
        decider: intakeDecider(context.store.fold(demoStreams.cabinet(context.user.id), supplementDecider)),
        at: takenAt,
        command: () => ({
          type: 'RecordTake' as const,
          data: { takeId, supplementId: slot.supplementId, plannedAt: slot.plannedAt, takenAt: takenAt.toISOString(), dosage: null, notes: null },
        }),
      });
    });
  }
}
