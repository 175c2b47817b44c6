import { intakeDecider } from '@regimen/domain/intake/intake-decide';
import { instantAt, localDayOf } from '@regimen/domain/rules/local-day';
import { supplementDecider } from '@regimen/domain/supplement/supplement-decide';
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

const DAY_MS = 86_400_000;
const HISTORY_DAYS = 30;
const TEN_MINUTES = 10 * 60 * 1000;

/**
 * The weeks before today as someone who keeps to their regimen most days lives them: every slot
 * since its supplement was added is taken ten minutes late, except about one in seven, so the
 * history, the weekly chart and the adherence card tell one story. The stock is then counted at
 * the start of today to the sample cabinet's figures (an ordinary stock edit), so the cabinet
 * shows the same stock and low-stock alerts as before the history was written.
 */
export function seedPastTakes(context: DemoContext): void {
  const now = context.now();
  const offset = context.utcOffsetMinutes();
  const cabinet = supplementList(context.events());
  const today = localDayOf(now, offset);
  let counter = 0;
  for (let daysAgo = HISTORY_DAYS; daysAgo >= 1; daysAgo -= 1) {
    const day = localDayOf(new Date(now.getTime() - daysAgo * DAY_MS), offset);
    if (day.date === today.date) continue;
    for (const slot of plannedSlotsForDay(cabinet, day)) {
      const supplement = cabinet.find((candidate) => candidate.id === slot.supplementId);
      if (supplement === undefined || slot.plannedAt < supplement.createdAt) continue;
      counter += 1;
      if (counter % 7 === 3) continue;
      const takeId = context.newId();
      const takenAt = new Date(Date.parse(slot.plannedAt) + TEN_MINUTES);
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
  const countedAt = new Date(instantAt(today, 0));
  for (const supplement of cabinet) {
    if (supplement.currentStock === null) continue;
    context.execute({
      streamId: demoStreams.cabinet(context.user.id),
      decider: supplementDecider,
      at: countedAt,
      command: () => ({ type: 'UpdateSupplement' as const, data: { supplementId: supplement.id, changes: { currentStock: supplement.currentStock } } }),
    });
  }
}
