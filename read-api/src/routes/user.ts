import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUserSchema } from '@regimen/domain';
import { sql } from 'slonik';
import { notFound } from '@regimen/server-kit/problem';
import type { ReadContext } from '../read-context.ts';

export const userRoutes: FastifyPluginAsyncZod<ReadContext> = async (app, { pool, reader, waitForHead }) => {
  const read = reader(['users']);
  const find = (userId: string) =>
    pool.maybeOne(sql.type(currentUserSchema)`
      select id, email, first_name as "firstName", last_name as "lastName", profile_image_url as "profileImageUrl",
        tier, is_admin as "isAdmin"
      from users where id = ${userId} and not deleted`);
  app.get('/api/auth/user', { schema: { response: { 200: currentUserSchema } } }, async (request, reply) => {
    const userId = await read(request, reply);
    // A session can be a few milliseconds older than the users read model (just registered).
    const user = (await find(userId)) ?? ((await waitForHead(['users'], 2_000)) ? await find(userId) : null);
    if (!user) throw notFound('User');
    return user;
  });
};
