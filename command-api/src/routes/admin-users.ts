import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { accountDecider, commandAcceptedSchema, idSchema, type AccountCommand } from '@regimen/domain';
import { HttpProblem } from '@regimen/server-kit/problem';
import { requireUserId } from '@regimen/server-kit/sessions';
import { z } from 'zod';
import { accept, commandContext } from '../command-context.ts';
import type { CommandDeps } from '../command-deps.ts';
import { execute } from '../execute.ts';
import { parse, streams } from '../streams.ts';

const params = z.object({ id: idSchema });
const accepted = { 200: commandAcceptedSchema };

export const adminUserRoutes: FastifyPluginAsyncZod<CommandDeps> = async (app, { store }) => {
  /** Admin rights are read from the admin's own account stream: a revoked admin is refused at once. */
  const requireAdmin = async (request: FastifyRequest): Promise<string> => {
    const adminId = requireUserId(request);
    const state = (await store.readStream(streams.account(adminId))).reduce(
      (current, event) => accountDecider.evolve(current, parse.account(event)),
      accountDecider.initialState(),
    );
    if (state.status !== 'active' || !state.account.isAdmin) throw new HttpProblem(403, 'admin_required', 'This needs an administrator');
    return adminId;
  };

  const onAccount = async (request: FastifyRequest, command: (userId: string) => AccountCommand, options: { notSelf?: string } = {}) => {
    const adminId = await requireAdmin(request);
    const { id } = params.parse(request.params);
    if (options.notSelf && id === adminId) throw new HttpProblem(400, 'not_on_yourself', options.notSelf);
    const result = await execute(store, request, {
      streamId: streams.account(id),
      decider: accountDecider,
      parse: parse.account,
      context: { ...commandContext(request, id), actorId: adminId },
      command: () => command(id),
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
    return accept(reply, id, result);
  });

  app.post('/api/admin/users/:id/revoke-admin', { schema: { params, response: accepted } }, async (request, reply) => {
    const { id, result } = await onAccount(request, (userId) => ({ type: 'RevokeAdmin', data: { userId } }), { notSelf: 'You cannot revoke your own admin rights' });
    return accept(reply, id, result);
  });

  app.delete('/api/admin/users/:id', { schema: { params, response: accepted } }, async (request, reply) => {
    const { id, result } = await onAccount(request, (userId) => ({ type: 'DeleteAccount', data: { userId } }), { notSelf: 'You cannot delete yourself' });
    await app.sessions.endAllFor(id);
    return accept(reply, id, result);
  });
};
