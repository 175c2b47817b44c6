import { z } from 'zod';
import { isoDateTimeSchema } from '../common-schemas.ts';

/** Spec 02 monitoring, as time series for the charts: the last 24 hours by hour, the last 14 days by day. */
export const TRAFFIC_HOURS = 24;
export const AI_DAYS = 14;

/** `GET /api/admin/monitoring/series`: only buckets with data; the client fills the gaps. */
export const monitoringSeriesSchema = z.object({
  /** Start of each UTC hour with metered traffic. */
  traffic: z.array(z.object({ hour: isoDateTimeSchema, requests: z.int().min(0), limited: z.int().min(0) })),
  /** Each UTC day (YYYY-MM-DD) with fresh analyses: model calls and their estimated cost. */
  ai: z.array(z.object({ day: z.iso.date(), calls: z.int().min(0), costUsd: z.number().min(0) })),
  /** Every projection's lag behind the event store's head, now. */
  projections: z.array(z.object({ name: z.string(), lagEvents: z.int().min(0), lagSeconds: z.number().min(0) })),
});
export type MonitoringSeries = z.infer<typeof monitoringSeriesSchema>;
