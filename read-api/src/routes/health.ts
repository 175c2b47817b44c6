import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const healthRoutes: FastifyPluginAsyncZod<{ isReady: () => boolean }> = async (app, { isReady }) => {
  app.get('/api/health', { schema: { response: { 200: z.object({ status: z.literal('ok') }), 503: z.object({ status: z.literal('starting') }) } } }, async (_request, reply) =>
    isReady() ? { status: 'ok' as const } : reply.status(503).send({ status: 'starting' as const }),
  );
};
