import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql, type DatabasePool } from 'slonik';
import { z } from 'zod';

const projectionReadiness = z.object({
  name: z.string(),
  /** A string: event counts are int8. */
  lagEvents: z.string(),
  lagSeconds: z.number(),
  stalled: z.boolean(),
  quarantined: z.number().int(),
});
export type ProjectionReadiness = z.infer<typeof projectionReadiness>;

const check = z.object({ ok: z.boolean(), error: z.string().optional() });

const readinessSchema = z.object({
  status: z.enum(['ready', 'unready']),
  database: check,
  eventStore: check,
  projections: z.array(projectionReadiness),
});

export interface ReadinessChecks {
  /** Resolves when the event store answers (its head). */
  eventStoreHead(): Promise<unknown>;
  /** Every live projection's lag, whether it is stalled, and its quarantined events. */
  projections(): Promise<readonly ProjectionReadiness[]>;
}

/** Each check gets this long: a load balancer asking must get an answer, not a hung request. */
const CHECK_TIMEOUT_MS = 1_000;

const within = async <T>(work: () => Promise<T>): Promise<{ ok: true; value: T } | { ok: false; error: string }> => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  try {
    return { ok: true, value: await Promise.race([work(), timeout]) };
  } catch (error) {
    // The reason only (an unreachable host, a timeout): no connection strings, no stack.
    return { ok: false, error: error instanceof Error ? error.message.slice(0, 200) : 'failed' };
  } finally {
    clearTimeout(timer);
  }
};

const Ok = z.object({ ok: z.number() });

/**
 * Readiness, for load balancers and orchestrators: 200 when the database and the event store
 * answer and no projection is stalled, else 503; the body lists each check either way.
 * Quarantined events show but do not make the app unready: it serves everyone else correctly.
 * `/api/health` stays the liveness answer.
 */
export const readyRoutes: FastifyPluginAsyncZod<{ pool: DatabasePool; checks: ReadinessChecks }> = async (app, { pool, checks }) => {
  app.get('/api/ready', { schema: { response: { 200: readinessSchema, 503: readinessSchema } } }, async (_request, reply) => {
    const [database, eventStore] = await Promise.all([
      within(() => pool.oneFirst(sql.type(Ok)`select 1 as ok`)),
      within(() => checks.eventStoreHead()),
    ]);
    const projections = database.ok ? await within(() => checks.projections()) : null;
    const listed = projections?.ok ? projections.value : [];
    const ready = database.ok && eventStore.ok && projections?.ok === true && listed.every((projection) => !projection.stalled);
    const shown = (result: { ok: boolean; error?: string }) => (result.ok ? { ok: true } : { ok: false, ...(result.error && { error: result.error }) });
    return reply.status(ready ? 200 : 503).send({
      status: ready ? 'ready' : 'unready',
      database: shown(database),
      eventStore: shown(eventStore),
      projections: [...listed],
    });
  });
};
