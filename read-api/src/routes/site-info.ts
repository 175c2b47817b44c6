import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteInfoSchema, type SiteInfo } from '@regimen/domain/contracts/site-info';

/** Public: the privacy policy and terms are readable before signing in, and name these mailboxes. */
export const siteInfoRoutes: FastifyPluginAsyncZod<{ readonly siteInfo: SiteInfo }> = async (app, { siteInfo }) => {
  app.get('/api/site-info', { schema: { response: { 200: siteInfoSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return siteInfo;
  });
};
