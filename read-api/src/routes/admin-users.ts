import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminUserSchema, adminUsersPageSchema, adminUsersQuerySchema, tiers, userStatsSchema, type Tier } from '@regimen/domain';
import { sql } from 'slonik';
import { z } from 'zod';
import type { ReadContext } from '../read-context.ts';

const adminUserColumns = sql.fragment`
  id, first_name as "firstName", last_name as "lastName", email, profile_image_url as "profileImageUrl", tier,
  is_admin as "isAdmin", is_blocked as "isBlocked", blocked_at as "blockedAt", blocked_reason as "blockedReason",
  created_at as "createdAt", last_login_at as "lastLoginAt"`;

/** `%`, `_` and `\` in a search are themselves, not patterns. */
const likePattern = (search: string): string => `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

const statsRow = z.object({ total: z.number(), blocked: z.number(), admins: z.number() });

/**
 * The users read model as the admin panel's Users tab reads it (spec 02: page size 20, blocked
 * users only when asked for, search by name or e-mail). Deleted accounts are gone from both.
 * Admins only: the /api/admin guard (server-kit/admin-guard.ts) runs before these handlers.
 */
export const adminUserRoutes: FastifyPluginAsyncZod<ReadContext> = async (app, { pool, reader }) => {
  const read = reader(['users']);

  app.get('/api/admin/users', { schema: { querystring: adminUsersQuerySchema, response: { 200: adminUsersPageSchema } } }, async (request, reply) => {
    await read(request, reply);
    const { page, limit, includeBlocked, search } = request.query;
    const conditions = [sql.fragment`not deleted`];
    if (!includeBlocked) conditions.push(sql.fragment`not is_blocked`);
    if (search) {
      const pattern = likePattern(search);
      conditions.push(sql.fragment`(email ilike ${pattern} or coalesce(first_name, '') || ' ' || coalesce(last_name, '') ilike ${pattern})`);
    }
    const where = sql.join(conditions, sql.fragment` and `);
    const [users, total] = await Promise.all([
      pool.any(sql.type(adminUserSchema)`
        select ${adminUserColumns} from users where ${where}
        order by created_at desc, id limit ${limit} offset ${(page - 1) * limit}`),
      pool.oneFirst(sql.type(z.object({ total: z.number() }))`select count(*)::float8 as total from users where ${where}`),
    ]);
    return { users: [...users], total };
  });

  app.get('/api/admin/users/stats', { schema: { response: { 200: userStatsSchema } } }, async (request, reply) => {
    await read(request, reply);
    const [totals, byTier] = await Promise.all([
      pool.one(sql.type(statsRow)`
        select count(*)::float8 as total, (count(*) filter (where is_blocked))::float8 as blocked,
          (count(*) filter (where is_admin))::float8 as admins
        from users where not deleted`),
      pool.any(sql.type(z.object({ tier: z.enum(tiers), users: z.number() }))`
        select tier, count(*)::float8 as users from users where not deleted group by tier`),
    ]);
    const count = (tier: Tier): number => byTier.find((row) => row.tier === tier)?.users ?? 0;
    const usersByTier = { free: count('free'), premium: count('premium'), pro: count('pro'), enterprise: count('enterprise') };
    return {
      totalUsers: totals.total,
      activeUsers: totals.total - totals.blocked,
      blockedUsers: totals.blocked,
      adminUsers: totals.admins,
      usersByTier,
    };
  });
};
