import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tierInfo, tierInfoSchema, tiers } from '@regimen/domain';
import { sql } from 'slonik';
import { z } from 'zod';
import type { ReadContext } from '../read-api.ts';

const usageRow = z.object({ tier: z.enum(tiers), supplements: z.number() });

export const tierRoutes: FastifyPluginAsyncZod<ReadContext> = async (app, { pool, reader }) => {
  const read = reader(['users', 'supplements']);
  app.get('/api/tiers/tier-info', { schema: { response: { 200: tierInfoSchema } } }, async (request, reply) => {
    const userId = await read(request, reply);
    const row = await pool.maybeOne(sql.type(usageRow)`
      select coalesce((select tier from users where id = ${userId}), 'free') as tier,
        (select count(*)::int from supplements where user_id = ${userId}) as supplements`);
    // Daily AI requests are counted once the AI features exist; until then none are used.
    return tierInfo(row?.tier ?? 'free', { supplements: row?.supplements ?? 0, dailyAiRequests: 0 });
  });
};
