import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tierInfo, tierInfoSchema, tiers } from '@regimen/domain';
import { sql } from 'slonik';
import { z } from 'zod';
import type { ReadContext } from '../read-context.ts';

const usageRow = z.object({ tier: z.enum(tiers), supplements: z.number(), ai_requests: z.number() });

export const tierRoutes: FastifyPluginAsyncZod<ReadContext> = async (app, { pool, reader }) => {
  const read = reader(['users', 'supplements', 'ai_analyses']);
  app.get('/api/tiers/tier-info', { schema: { response: { 200: tierInfoSchema } } }, async (request, reply) => {
    const userId = await read(request, reply);
    const row = await pool.maybeOne(sql.type(usageRow)`
      select coalesce((select tier from users where id = ${userId}), 'free') as tier,
        (select count(*)::int from supplements where user_id = ${userId}) as supplements,
        (select count(*)::int from ai_analyses
          where user_id = ${userId} and counts_toward_quota and recorded_at >= date_trunc('day', now() at time zone 'utc') at time zone 'utc') as ai_requests`);
    // The daily AI quota counts fresh analyses of the current UTC day, as the command side decides it.
    return tierInfo(row?.tier ?? 'free', { supplements: row?.supplements ?? 0, dailyAiRequests: row?.ai_requests ?? 0 });
  });
};
