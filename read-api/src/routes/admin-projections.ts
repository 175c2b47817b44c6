import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpProblem } from '@regimen/server-kit/problem';
import { z } from 'zod';
import type { ReadContext } from '../read-context.ts';

const projectionLagSchema = z.object({
  name: z.string(),
  version: z.number(),
  rebuilding: z.boolean(),
  checkpoint: z.string(),
  head: z.string(),
  lagEvents: z.string(),
  lagSeconds: z.number(),
  eventsApplied: z.string(),
  lastEventAt: z.string().nullable(),
  lastError: z.string().nullable(),
  isLeader: z.boolean(),
  /** Events set aside as dead letters: the users they belong to read degraded until a retry succeeds. */
  quarantined: z.number().int(),
  /** False: no checkpoint yet (a projection waiting for its first rebuild; the whole log is its lag). */
  built: z.boolean(),
});
export type ProjectionLagView = z.infer<typeof projectionLagSchema>;

const deadLetterSchema = z.object({
  id: z.string(),
  /** `<name>__rebuild` while a rebuild holds it. */
  projection: z.string(),
  eventId: z.string(),
  position: z.string(),
  streamId: z.string(),
  streamRevision: z.string(),
  eventType: z.string(),
  userId: z.string().nullable(),
  error: z.string(),
  attempts: z.number().int(),
  firstFailedAt: z.string(),
  lastFailedAt: z.string(),
  status: z.enum(['quarantined', 'retry-failed']),
});
export type DeadLetterView = z.infer<typeof deadLetterSchema>;

const retrySchema = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('resolved'), id: z.string(), eventsApplied: z.number().int() }),
  z.object({ outcome: z.literal('failed'), id: z.string(), error: z.string(), attempts: z.number().int() }),
]);
type RetryView = z.infer<typeof retrySchema>;

export interface DeadLetterAdmin {
  deadLetters(page: { readonly limit: number; readonly before?: bigint | undefined }): Promise<{ items: DeadLetterView[]; nextBefore: string | null }>;
  /** Null: no such projection or dead letter. */
  retry(projection: string, id: bigint): Promise<RetryView | null>;
  /** Null: no such projection. */
  retryAll(projection: string): Promise<{ resolved: number; failed: number; outcomes: RetryView[] } | null>;
}

export interface AdminProjectionOptions extends ReadContext {
  readonly projectionStatus: () => Promise<ProjectionLagView[]>;
  readonly deadLetters: DeadLetterAdmin;
}

/** Ids are int8 identities: digits only, within int8. */
const idSchema = z
  .string()
  .regex(/^\d{1,19}$/, 'must be a dead letter id such as "12"')
  // Refinements run even after the regex failed: check the digits again before BigInt.
  .refine((value) => !/^\d{1,19}$/.test(value) || BigInt(value) <= 9_223_372_036_854_775_807n, 'is out of range');

const pageQuery = z.object({
  deadLettersLimit: z.coerce.number().int().min(1).max(200).default(50),
  deadLettersBefore: idSchema.optional(),
});

const projectionParams = z.object({ name: z.string().min(1).max(100) });

const notFound = (what: string): HttpProblem => new HttpProblem(404, 'not_found', `${what} not found`);

/**
 * Where every projection stands, how far behind the head it is, and the events it quarantined
 * (newest first, a page at a time); retrying quarantined events after a fix. Admins only (the /api/admin guard).
 */
export const adminProjectionRoutes: FastifyPluginAsyncZod<AdminProjectionOptions> = async (app, { projectionStatus, deadLetters }) => {
  app.get(
    '/api/admin/projections',
    {
      schema: {
        querystring: pageQuery,
        response: {
          200: z.object({
            projections: z.array(projectionLagSchema),
            deadLetters: z.array(deadLetterSchema),
            /** Pass as `deadLettersBefore` for the next page; null on the last. */
            nextDeadLettersBefore: z.string().nullable(),
          }),
        },
      },
    },
    async (request) => {
      const { deadLettersLimit, deadLettersBefore } = request.query;
      const [projections, page] = await Promise.all([
        projectionStatus(),
        deadLetters.deadLetters({ limit: deadLettersLimit, before: deadLettersBefore === undefined ? undefined : BigInt(deadLettersBefore) }),
      ]);
      return { projections, deadLetters: page.items, nextDeadLettersBefore: page.nextBefore };
    },
  );

  app.post(
    '/api/admin/projections/:name/dead-letters/:id/retry',
    { schema: { params: projectionParams.extend({ id: idSchema }), response: { 200: retrySchema } } },
    async (request) => {
      const outcome = await deadLetters.retry(request.params.name, BigInt(request.params.id));
      if (!outcome) throw notFound('Dead letter');
      return outcome;
    },
  );

  app.post(
    '/api/admin/projections/:name/dead-letters/retry',
    {
      schema: {
        params: projectionParams,
        response: { 200: z.object({ resolved: z.number().int(), failed: z.number().int(), outcomes: z.array(retrySchema) }) },
      },
    },
    async (request) => {
      const outcome = await deadLetters.retryAll(request.params.name);
      if (!outcome) throw notFound('Projection');
      return outcome;
    },
  );
};
