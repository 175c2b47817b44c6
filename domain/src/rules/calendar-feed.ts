import { addDays, localDateOf, type Zone } from './local-day.ts';
import { plannedSlotsForDay } from './schedule.ts';

type FeedSupplement = Parameters<typeof plannedSlotsForDay>[0][number] & { readonly name: string; readonly dosage: string };

export interface FeedDose {
  readonly uid: string;
  readonly start: string;
  readonly summary: string;
  readonly description: string;
}

/** Days the calendar feed lists ahead: calendars refresh a subscription every few hours to a day. */
const FEED_DAYS = 7;

/** The dose slots of today and the next days in the user's zone, one calendar entry each. */
export function feedDoses(supplements: readonly FeedSupplement[], now: Date, zone: Zone, days = FEED_DAYS): FeedDose[] {
  const today = localDateOf(now, zone);
  const byId = new Map(supplements.map((supplement) => [supplement.id, supplement]));
  return Array.from({ length: days }, (_, index) => addDays(today, index)).flatMap((date) =>
    plannedSlotsForDay(supplements, { date, zone }).flatMap((slot) => {
      const supplement = byId.get(slot.supplementId);
      if (supplement === undefined) return [];
      return [{
        uid: `${slot.supplementId}-${slot.plannedAt}@regimen`,
        start: slot.plannedAt,
        summary: `Take ${supplement.name}`,
        description: `${supplement.dosage} at ${slot.time}`,
      }];
    }),
  );
}
