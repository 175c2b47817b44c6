import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountSettingsSchema, type AccountSettings } from '@regimen/domain';
import { sql, type DatabasePool } from 'slonik';
import { z } from 'zod';
import type { ReadContext } from '../read-context.ts';

const zoneRow = z.object({ timeZone: z.string().nullable() });

/** The zone the user picked, or null (then the request's own `timeZone`/`utcOffset` counts). */
export async function savedZoneOf(pool: DatabasePool, userId: string): Promise<string | null> {
  return (await pool.maybeOne(sql.type(zoneRow)`select time_zone as "timeZone" from users where id = ${userId}`))?.timeZone ?? null;
}

/** The saved zone and the one the browser last reported (the scheduler's, while none is saved). */
export async function zonesOf(pool: DatabasePool, userId: string): Promise<AccountSettings> {
  return (
    (await pool.maybeOne(sql.type(accountSettingsSchema)`
      select time_zone as "timeZone", detected_time_zone as "detectedTimeZone" from users where id = ${userId}`)) ?? { timeZone: null, detectedTimeZone: null }
  );
}

export const accountSettingsRoutes: FastifyPluginAsyncZod<ReadContext> = async (app, { pool, reader }) => {
  const read = reader(['users']);
  app.get('/api/account/settings', { schema: { response: { 200: accountSettingsSchema } } }, async (request, reply) => {
    const userId = await read(request, reply);
    return zonesOf(pool, userId);
  });
};
