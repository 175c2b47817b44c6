import { z } from 'zod';

/** A rate-limit tier as the monitoring pages show it: its limit and window. */
const tierLimitViewSchema = z.object({
  limit: z.int().min(0),
  /** The window in seconds. */
  windowSeconds: z.int().min(1),
  /** The window in words, e.g. "1 hour". */
  window: z.string(),
});

const rateLimitConfigViewSchema = z.object({
  enabled: z.boolean(),
  tiers: z.object({ aiRequests: tierLimitViewSchema, strictAi: tierLimitViewSchema, general: tierLimitViewSchema }),
});

const topEndpointSchema = z.object({
  endpoint: z.string(),
  requests: z.int().min(0),
  limited: z.int().min(0),
});

/** GET /api/admin/rate-limit-stats (spec 02 "Rate-limit stats"), over the last 24 hours. */
export const rateLimitStatsSchema = z.object({
  /** Distinct signed-in users seen in the last 15 minutes. */
  activeUsers: z.int().min(0),
  totalRequests: z.int().min(0),
  rateLimitedRequests: z.int().min(0),
  avgResponseTimeMs: z.number().min(0),
  /** The most requested AI endpoints (routes spending the AI tiers), most requests first. */
  topEndpoints: z.array(topEndpointSchema),
  rateLimitConfig: rateLimitConfigViewSchema,
  /** Until when traffic is counted: the newest metered window (processes record every ~10 s). */
  meteredUntil: z.iso.datetime({ offset: true }).nullable(),
});
export type RateLimitStats = z.infer<typeof rateLimitStatsSchema>;

const dollars = z.string().regex(/^\$\d+\.\d{2,4}$/);

/** GET /api/admin/api-usage (spec 02 "API usage"). */
export const apiUsageSchema = z.object({
  rateLimiting: z.object({
    enabled: z.boolean(),
    activeUsers: z.int().min(0),
    blockedRequests: z.int().min(0),
    /** Mean Retry-After of the refusals of the last 24 hours, in seconds. */
    avgWaitTime: z.number().min(0),
  }),
  cacheEfficiency: z.object({
    /** Cache hits among all analyses of the last 24 hours, in percent (0-100, one decimal). */
    hitRate: z.number().min(0).max(100),
    cacheHits: z.int().min(0),
    cacheMisses: z.int().min(0),
    /** What the cache hits would have cost as fresh model calls, e.g. "$0.0123". */
    costSavings: dollars,
  }),
  openaiApiCalls: z.object({
    /** Fresh analyses answered through a model since midnight UTC, and in the last hour. */
    today: z.int().min(0),
    thisHour: z.int().min(0),
    estimated24hCost: dollars,
    monthlyProjectedCost: dollars,
  }),
  /** Fresh analyses by provider over the last 24 hours (the offline knowledge base costs nothing). */
  analysesByProvider: z.array(z.object({ provider: z.string(), analyses: z.int().min(0), estimatedCostUsd: z.number().min(0) })),
});
export type ApiUsage = z.infer<typeof apiUsageSchema>;
