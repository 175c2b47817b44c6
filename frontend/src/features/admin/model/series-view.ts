import type { MonitoringSeries } from '@regimen/domain/contracts/admin-series';

const HOUR = 3_600_000;
const DAY = 86_400_000;

export type TrafficPoint = { hour: string; label: string; requests: number; limited: number };
export type AiPoint = { day: string; label: string; calls: number; costUsd: number };

/** The last `hours` UTC hours ending with the current one, oldest first; hours without traffic are 0. */
export function hourlyTraffic(traffic: MonitoringSeries['traffic'], now: Date, hours = 24): TrafficPoint[] {
  const byHour = new Map(traffic.map((point) => [point.hour, point]));
  const current = Math.floor(now.getTime() / HOUR) * HOUR;
  return Array.from({ length: hours }, (_, index) => {
    const start = new Date(current - (hours - 1 - index) * HOUR);
    const hour = start.toISOString();
    const point = byHour.get(hour);
    return { hour, label: `${hour.slice(11, 13)}:00`, requests: point?.requests ?? 0, limited: point?.limited ?? 0 };
  });
}

/** The last `days` UTC days ending today, oldest first; days without calls are 0. */
export function dailyAi(ai: MonitoringSeries['ai'], now: Date, days = 14): AiPoint[] {
  const byDay = new Map(ai.map((point) => [point.day, point]));
  const today = Math.floor(now.getTime() / DAY) * DAY;
  return Array.from({ length: days }, (_, index) => {
    const day = new Date(today - (days - 1 - index) * DAY).toISOString().slice(0, 10);
    const point = byDay.get(day);
    return { day, label: day.slice(5), calls: point?.calls ?? 0, costUsd: point?.costUsd ?? 0 };
  });
}

/** The charts' text alternatives: what a reader of the chart would take from it. */
export function trafficSummary(points: readonly TrafficPoint[]): string {
  const requests = points.reduce((sum, point) => sum + point.requests, 0);
  const limited = points.reduce((sum, point) => sum + point.limited, 0);
  const busiest = points.reduce<TrafficPoint | null>((best, point) => (point.requests > (best?.requests ?? 0) ? point : best), null);
  const peak = busiest ? `, busiest hour ${busiest.label} UTC with ${busiest.requests}` : '';
  return `${requests} requests in the last ${points.length} hours, ${limited} rate limited${peak}.`;
}

export function aiSummary(points: readonly AiPoint[]): string {
  const calls = points.reduce((sum, point) => sum + point.calls, 0);
  const cost = points.reduce((sum, point) => sum + point.costUsd, 0);
  const today = points.at(-1);
  return `${calls} AI calls in the last ${points.length} days costing an estimated $${cost.toFixed(2)}; today ${today?.calls ?? 0} calls.`;
}

export function lagSummary(projections: MonitoringSeries['projections']): string {
  if (projections.length === 0) return 'No projections reported.';
  const behind = projections.filter((projection) => projection.lagEvents > 0);
  if (behind.length === 0) return `All ${projections.length} projections are up to date.`;
  return `${behind.length} of ${projections.length} projections behind: ${behind.map((projection) => `${projection.name} ${projection.lagEvents} events (${projection.lagSeconds.toFixed(1)} s)`).join(', ')}.`;
}
