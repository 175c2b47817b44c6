import type { FastifyRequest } from 'fastify';
import { HttpProblem } from '@regimen/server-kit/problem';
import { requireUserId } from '@regimen/server-kit/sessions';
import { sql, type DatabasePool } from 'slonik';
import { z } from 'zod';

/** The signed-in user's id when they are an administrator; 401 signed out, 403 otherwise. */
export const requireAdmin = async (pool: DatabasePool, request: FastifyRequest): Promise<string> => {
  const userId = requireUserId(request);
  const isAdmin = await pool.maybeOneFirst(sql.type(z.object({ is_admin: z.boolean() }))`select is_admin from users where id = ${userId}`);
  // The session's flag changes with the grant/revoke itself; the read model may lag behind it.
  if (!isAdmin || !request.session?.isAdmin) throw new HttpProblem(403, 'admin_required', 'This needs an administrator');
  return userId;
};
