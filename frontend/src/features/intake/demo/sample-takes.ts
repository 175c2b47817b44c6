import { intakeDecider } from '@regimen/domain/intake/intake-decide';
import { localDayOf } from '@regimen/domain/rules/local-day';
import { plannedSlotsForDay } from '@regimen/domain/rules/schedule';
import { supplementList } from '@regimen/domain/views/supplement-list';
import type { DemoContext } from '../../../lib/demo/demo-slice.ts';
import { demoStreams } from '../../../lib/demo/demo-streams.ts';
import { cabinetOf } from './demo-cabinet.ts';

const TAKEN_EARLIER = new Set(['Vitamin D3', 'Probiotic 15B', 'Daily Multivitamin']);
const FIVE_MINUTES = 5 * 60 * 1000;

/**
 * The morning doses already taken, each recorded five minutes after its planned slot (only slots
 * already past), so the demo opens on a day in progress. Recorded as the dashboard records them:
 * no dosage of their own.
 */
export function seedMorningTakes(context: DemoContext): void {
  const now = context.now();
  const morning = supplementList(context.events()).filter((supplement) => TAKEN_EARLIER.has(supplement.name));
  const slots = plannedSlotsForDay(morning, localDayOf(now, context.utcOffsetMinutes()))
    .filter((slot) => Date.parse(slot.plannedAt) + FIVE_MINUTES <= now.getTime())
    .slice(0, 3);
  for (const slot of slots) {
    const takeId = context.newId();
    const takenAt = new Date(Date.parse(slot.plannedAt) + FIVE_MINUTES);
    context.execute({
      streamId: demoStreams.take(takeId),
      decider: intakeDecider(cabinetOf(context)),
      at: takenAt,
      command: () => ({
        type: 'RecordTake' as const,
        data: { takeId, supplementId: slot.supplementId, plannedAt: slot.plannedAt, takenAt: takenAt.toISOString(), dosage: null, notes: null },
      }),
    });
  }
}
