import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { marketplaceSearchRequestSchema, marketplaceSearchResponseSchema } from '@regimen/domain/contracts/research';
import { requireUserId } from '@regimen/server-kit/sessions';
import { MarketplaceUnavailable, type MarketplaceProvider } from '../marketplace/marketplace-provider.ts';
import { createRetailerLinksProvider } from '../marketplace/retailer-links-provider.ts';

export interface MarketplaceRouteOptions {
  readonly marketplace: MarketplaceProvider;
}

const retailerLinks = createRetailerLinksProvider();

/**
 * POST /api/amazon/search (spec 02): product search by supplement name. When the configured
 * product-search service fails, the card still gets retailer search links instead of an error.
 */
export const marketplaceRoutes: FastifyPluginAsyncZod<MarketplaceRouteOptions> = async (app, { marketplace }) => {
  app.post(
    '/api/amazon/search',
    { schema: { body: marketplaceSearchRequestSchema, response: { 200: marketplaceSearchResponseSchema } } },
    async (request) => {
      requireUserId(request);
      const { supplementName } = request.body;
      return marketplace.search(supplementName).catch((error: unknown) => {
        if (!(error instanceof MarketplaceUnavailable)) throw error;
        request.log.warn({ err: error, provider: marketplace.id }, 'product search failed; answering with retailer links');
        return retailerLinks.search(supplementName);
      });
    },
  );
};
