import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountSessionsSchema,
  changePasswordRequestSchema,
  commandAcceptedSchema,
  deleteAccountRequestSchema,
  sessionsEndedSchema,
} from '@regimen/domain';
import { HttpProblem } from '@regimen/server-kit/problem';
import { requireUserId } from '@regimen/server-kit/sessions';
import { z } from 'zod';
import { changePassword, confirmIdentity } from '../account-credentials.ts';
import { eraseAccount, type ErasureDeps } from '../account-erasure.ts';
import { accept } from '../command-context.ts';

const sessionParams = z.object({ sessionId: z.string().min(1).max(100) });

/** The signed-in user's own account: delete it, change the password, see and end sessions. */
export const accountRoutes: FastifyPluginAsyncZod<ErasureDeps> = async (app, { store, pool, keyring, sealLegacyEvents }) => {
  app.post('/api/account/delete', { schema: { body: deleteAccountRequestSchema, response: { 200: commandAcceptedSchema } } }, async (request, reply) => {
    const userId = requireUserId(request);
    await confirmIdentity(pool, userId, request.body.password);
    const result = await eraseAccount(app, { store, pool, keyring, sealLegacyEvents }, request, userId);
    // The sessions are gone already; the browser forgets its cookie too.
    await app.sessions.end(request, reply);
    return accept(reply, userId, result);
  });

  app.post('/api/account/password', { schema: { body: changePasswordRequestSchema, response: { 200: sessionsEndedSchema } } }, async (request) => {
    const userId = requireUserId(request);
    await changePassword(pool, userId, request.body.currentPassword, request.body.newPassword);
    // Whoever knew the old password is signed out everywhere else.
    const others = (await app.sessions.listFor(userId)).filter((session) => session.id !== request.session?.sid);
    for (const session of others) await app.sessions.endOne(userId, session.id);
    return { ended: others.length };
  });

  app.get('/api/account/sessions', { schema: { response: { 200: accountSessionsSchema } } }, async (request) => {
    const userId = requireUserId(request);
    const sessions = await app.sessions.listFor(userId);
    return { sessions: sessions.map((session) => ({ ...session, current: session.id === request.session?.sid })) };
  });

  app.delete('/api/account/sessions/:sessionId', { schema: { params: sessionParams, response: { 200: sessionsEndedSchema } } }, async (request) => {
    const userId = requireUserId(request);
    if (!(await app.sessions.endOne(userId, request.params.sessionId))) throw new HttpProblem(404, 'not_found', 'No such session');
    return { ended: 1 };
  });

  app.post('/api/account/sessions/revoke-all', { schema: { response: { 200: sessionsEndedSchema } } }, async (request, reply) => {
    const userId = requireUserId(request);
    const sessions = await app.sessions.listFor(userId);
    await app.sessions.endAllFor(userId);
    await app.sessions.end(request, reply);
    return { ended: sessions.length };
  });
};
