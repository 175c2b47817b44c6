import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { supplementCount, supplementCountSchema } from '@regimen/domain/contracts/admin-seeding';
import { sql } from 'slonik';
import { z } from 'zod';
import type { ReadContext } from '../read-context.ts';

/**
 * How full the shared research cache is: distinct supplements with a fresh research answer, the
 * same entries `GET /api/supplement-cache` lists. Admins only (the /api/admin guard).
 */
export const adminSeedingRoutes: FastifyPluginAsyncZod<ReadContext> = async (app, { pool, reader, waitForHead }) => {
  const read = reader(['ai_analyses']);
  app.get('/api/admin/supplement-count', { schema: { response: { 200: supplementCountSchema } } }, async (request, reply) => {
    await read(request, reply);
    // The seeding job writes from the server, not through this client: count what it wrote so far (briefly waiting for the projection).
    await waitForHead(['ai_analyses'], 1_000);
    const count = await pool.oneFirst(sql.type(z.object({ count: z.number() }))`
      select count(distinct subject_key)::float8 as count
      from ai_analyses where operation = 'research' and not cache_hit and result is not null`);
    return supplementCount(count);
  });
};
