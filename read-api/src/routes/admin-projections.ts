import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ReadContext } from '../read-context.ts';
import { requireAdmin } from '../require-admin.ts';

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
});
export type ProjectionLagView = z.infer<typeof projectionLagSchema>;

export interface AdminProjectionOptions extends ReadContext {
  readonly projectionStatus: () => Promise<ProjectionLagView[]>;
}

/** Where every projection stands and how far behind the head it is: admins only. */
export const adminProjectionRoutes: FastifyPluginAsyncZod<AdminProjectionOptions> = async (app, { pool, projectionStatus }) => {
  app.get('/api/admin/projections', { schema: { response: { 200: z.object({ projections: z.array(projectionLagSchema) }) } } }, async (request) => {
    await requireAdmin(pool, request);
    return { projections: await projectionStatus() };
  });
};
