import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { changeTierRequestSchema, commandAcceptedSchema, idSchema, type AccountCommand } from '@regimen/domain';
import { HttpProblem } from '@regimen/server-kit/problem';
import { requireUserId } from '@regimen/server-kit/sessions';
import { z } from 'zod';
import { account } from '../aggregates.ts';
import { eraseAccount, type ErasureDeps } from '../account-erasure.ts';
import { accept, commandContext } from '../command-context.ts';
import { execute } from '../execute.ts';

const params = z.object({ id: idSchema });
const accepted = { 200: commandAcceptedSchema };

/** Under /api/admin: the admin guard (server-kit/admin-guard.ts) has let only administrators through. */
export const adminUserRoutes: FastifyPluginAsyncZod<ErasureDeps> = async (app, { store, pool, keyring, sealLegacyEvents }) => {
  const onAccount = async (request: FastifyRequest, command: (userId: string) => AccountCommand, options: { notSelf?: string } = {}) => {
    const adminId = requireUserId(request);
    const { id } = params.parse(request.params);
    if (options.notSelf && id === adminId) throw new HttpProblem(400, 'not_on_yourself', options.notSelf);
    const result = await execute(store, request, account, {
      key: [id],
      context: { ...commandContext(request, id), actorId: adminId },
      command: command(id),
    });
    return { id, result };
  };

  app.post('/api/admin/users/:id/block', { schema: { params, body: z.object({ reason: z.string().trim().min(1, 'A reason is required').max(500) }), response: accepted } }, async (request, reply) => {
    const { id, result } = await onAccount(request, (userId) => ({ type: 'BlockAccount', data: { userId, reason: request.body.reason } }), { notSelf: 'You cannot block yourself' });
    await app.sessions.endAllFor(id);
    return accept(reply, id, result);
  });

  app.post('/api/admin/users/:id/unblock', { schema: { params, response: accepted } }, async (request, reply) => {
    const { id, result } = await onAccount(request, (userId) => ({ type: 'UnblockAccount', data: { userId } }));
    return accept(reply, id, result);
  });

  app.post('/api/admin/users/:id/promote', { schema: { params, response: accepted } }, async (request, reply) => {
    const { id, result } = await onAccount(request, (userId) => ({ type: 'GrantAdmin', data: { userId } }));
    await app.sessions.setAdmin(id, true);
    return accept(reply, id, result);
  });

  app.post('/api/admin/users/:id/revoke-admin', { schema: { params, response: accepted } }, async (request, reply) => {
    const { id, result } = await onAccount(request, (userId) => ({ type: 'RevokeAdmin', data: { userId } }), { notSelf: 'You cannot revoke your own admin rights' });
    // The sessions' rights change with the event, not when the users read model catches up.
    await app.sessions.setAdmin(id, false);
    return accept(reply, id, result);
  });

  // The same path as a user deleting their own account (account-erasure.ts).
  app.delete('/api/admin/users/:id', { schema: { params, response: accepted } }, async (request, reply) => {
    const adminId = requireUserId(request);
    const { id } = params.parse(request.params);
    if (id === adminId) throw new HttpProblem(400, 'not_on_yourself', 'You cannot delete yourself');
    const result = await eraseAccount(app, { store, pool, keyring, sealLegacyEvents }, request, id, adminId);
    return accept(reply, id, result);
  });

  // An admin's plan change has no expiry: it stands until changed again.
  app.post('/api/admin/users/:id/tier', { schema: { params, body: changeTierRequestSchema, response: accepted } }, async (request, reply) => {
    const { id, result } = await onAccount(request, (userId) => ({ type: 'ChangeTier', data: { userId, tier: request.body.tier, expiresAt: null } }));
    return accept(reply, id, result);
  });
};
