import { countsTowardQuota } from '../insights/insights-events.ts';
import type { ViewEvent } from './view-event.ts';

/** The plan's daily AI requests used on `now`'s UTC day: fresh analyses at the user's request, as the quota counts them. */
export function aiRequestsToday(events: readonly ViewEvent[], now: Date): number {
  const today = now.toISOString().slice(0, 10);
  return events.filter((event) => event.type === 'AnalysisRecorded' && event.metadata.occurredAt.startsWith(today) && countsTowardQuota(event.data)).length;
}
