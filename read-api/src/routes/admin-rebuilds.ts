import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rebuildRunsSchema, rebuildStartedSchema, type RebuildRun } from '@regimen/domain/contracts/admin-audit';
import { requireUserId } from '@regimen/server-kit/sessions';
import { z } from 'zod';

/** Rebuild jobs as the routes use them (the app runs them: app/src/rebuild-jobs.ts). */
export interface RebuildJobsPort {
  start(name: string | null, adminId: string): Promise<{ runId: string }>;
  runs(limit: number): Promise<RebuildRun[]>;
}

/**
 * Replay from the browser: start the zero-downtime rebuild of one projection or of all, and read
 * every run (page or CLI) with its live progress. Admins only (the /api/admin guard).
 */
export const adminRebuildRoutes: FastifyPluginAsyncZod<{ readonly rebuildJobs: RebuildJobsPort }> = async (app, { rebuildJobs }) => {
  app.get(
    '/api/admin/rebuilds',
    { schema: { querystring: z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) }), response: { 200: rebuildRunsSchema } } },
    async (request) => ({ runs: await rebuildJobs.runs(request.query.limit) }),
  );

  app.post('/api/admin/projections/rebuild', { schema: { response: { 202: rebuildStartedSchema } } }, async (request, reply) => {
    const started = await rebuildJobs.start(null, requireUserId(request));
    return reply.status(202).send(started);
  });

  app.post(
    '/api/admin/projections/:name/rebuild',
    { schema: { params: z.object({ name: z.string().min(1).max(100) }), response: { 202: rebuildStartedSchema } } },
    async (request, reply) => {
      const started = await rebuildJobs.start(request.params.name, requireUserId(request));
      return reply.status(202).send(started);
    },
  );
};
