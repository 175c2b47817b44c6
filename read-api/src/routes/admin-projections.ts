import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ReadContext } from '../read-api.ts';

export const projectionLagSchema = z.object({
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

/** Where every projection stands and how far behind the head it is: admins only (the /api/admin guard). */
export const adminProjectionRoutes: FastifyPluginAsyncZod<AdminProjectionOptions> = async (app, { projectionStatus }) => {
  app.get('/api/admin/projections', { schema: { response: { 200: z.object({ projections: z.array(projectionLagSchema) }) } } }, async () => ({
    projections: await projectionStatus(),
  }));
};
