import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { seedingStatusSchema, seedSupplementsRequestSchema, seedSupplementsResponseSchema, seedTarget } from '@regimen/domain/contracts/admin-seeding';
import { requireUserId } from '@regimen/server-kit/sessions';
import { foldStream } from '../aggregate.ts';
import { seeding } from '../aggregates.ts';
import { commandContext } from '../command-context.ts';
import type { CommandDeps } from '../command-deps.ts';
import { execute } from '../execute.ts';
import { newEntityId } from '../ids.ts';
import { seedingCandidates, type SeedingJob } from '../seeding/seeding-job.ts';

export interface AdminSeedingOptions extends CommandDeps {
  readonly job: SeedingJob;
}

/** Under /api/admin: the admin guard (server-kit/admin-guard.ts) has let only administrators through. */
export const adminSeedingRoutes: FastifyPluginAsyncZod<AdminSeedingOptions> = async (app, { store, pool, job }) => {
  app.post(
    '/api/admin/seed-supplements',
    { schema: { body: seedSupplementsRequestSchema.optional(), response: { 200: seedSupplementsResponseSchema } } },
    async (request) => {
      const adminId = requireUserId(request);
      const testMode = request.body?.testMode ?? false;
      const context = { ...commandContext(request, null), actorId: adminId };
      const jobId = newEntityId(context.commandId);
      const { candidates, cached } = await seedingCandidates(pool);
      await execute(store, request, seeding, { key: [], context, command: { type: 'StartSeeding', data: { jobId, testMode, target: seedTarget(testMode), candidates, cached } } });
      job.nudge();
      const state = await foldStream(store, seeding);
      const planned = state.status === 'running' && state.jobId === jobId ? state.names.length : 0;
      return { success: true, jobId, planned, errors: [] };
    },
  );

  app.get('/api/admin/seeding', { schema: { response: { 200: seedingStatusSchema } } }, async () => {
    const state = await foldStream(store, seeding);
    if (state.status !== 'running') return { inProgress: false, jobId: state.lastJobId, testMode: false, target: 0, planned: 0, seeded: 0 };
    return { inProgress: true, jobId: state.jobId, testMode: state.testMode, target: state.target, planned: state.names.length, seeded: state.done.size };
  });
};
