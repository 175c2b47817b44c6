import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commandAcceptedSchema, detectedTimeZoneRequestSchema, updateAccountSettingsRequestSchema } from '@regimen/domain';
import { requireUserId } from '@regimen/server-kit/sessions';
import { account } from '../aggregates.ts';
import { accept, commandContext } from '../command-context.ts';
import type { CommandDeps } from '../command-deps.ts';
import { execute } from '../execute.ts';

/** The user's own settings: for now the time zone their days are counted in. */
export const accountSettingsRoutes: FastifyPluginAsyncZod<CommandDeps> = async (app, { store }) => {
  app.put('/api/account/settings', { schema: { body: updateAccountSettingsRequestSchema, response: { 200: commandAcceptedSchema } } }, async (request, reply) => {
    const userId = requireUserId(request);
    const result = await execute(store, request, account, {
      key: [userId],
      context: commandContext(request, userId),
      command: { type: 'SetTimeZone', data: { userId, timeZone: request.body.timeZone } },
    });
    return accept(reply, userId, result);
  });

  // The browser's zone while the account is on "Automatic", so the scheduler can place reminders in
  // it; the decider records it only when it changed, so a report on every page load costs no event.
  app.post('/api/account/detected-time-zone', { schema: { body: detectedTimeZoneRequestSchema, response: { 200: commandAcceptedSchema } } }, async (request, reply) => {
    const userId = requireUserId(request);
    const result = await execute(store, request, account, {
      key: [userId],
      context: commandContext(request, userId),
      command: { type: 'RecordDetectedTimeZone', data: { userId, timeZone: request.body.timeZone } },
    });
    return accept(reply, userId, result);
  });
};
