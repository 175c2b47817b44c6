import { z } from 'zod';
import { isoDateTimeSchema } from '../common-schemas.ts';
import { defineEvent, type EventOf } from '../event.ts';

/** The rate-limit tiers an endpoint spends (server-kit's `RateTier`), `general` being every API call. */
export const meteredTiers = ['general', 'ai', 'strictAi'] as const;

export const endpointTrafficSchema = z.object({
  /** Method and route pattern, e.g. `POST /api/ai/analyze-benefits` (never a concrete id). */
  endpoint: z.string().min(1).max(200),
  /** The tightest extra tier the route spends, or general. */
  tier: z.enum(meteredTiers),
  requests: z.int().min(1),
  /** Requests refused with 429. */
  limited: z.int().min(0),
  /** Sum of the Retry-After seconds the refusals gave. */
  limitedWaitSeconds: z.number().min(0),
  totalDurationMs: z.number().min(0),
});
export type EndpointTraffic = z.infer<typeof endpointTrafficSchema>;

/** Largest number of distinct signed-in users one window names; more are counted, not named. */
export const MAX_METERED_USERS = 1000;

/**
 * What one API process served in one window of time (about 10 seconds): requests per endpoint,
 * refusals by the rate limits, and who was active. One stream per process (`traffic-<meterId>`);
 * the monitoring read models (requests, limited requests, top endpoints, active users) are built
 * from these. Metered per window rather than per request, so watching the API costs one event
 * every few seconds, not one per request.
 */
export const apiTrafficMetered = defineEvent(
  'ApiTrafficMetered',
  1,
  z.object({
    meterId: z.string().min(1).max(100),
    windowStart: isoDateTimeSchema,
    windowEnd: isoDateTimeSchema,
    endpoints: z.array(endpointTrafficSchema).max(500),
    userIds: z.array(z.uuid()).max(MAX_METERED_USERS),
    /** Distinct signed-in users, named or not. */
    users: z.int().min(0),
    /** Distinct IP addresses of requests without a session. */
    anonymousClients: z.int().min(0),
  }),
);
export type ApiTrafficMetered = EventOf<typeof apiTrafficMetered>;
export type TrafficEvent = ApiTrafficMetered;
