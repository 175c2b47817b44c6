import { retailerSearchLinks } from '@regimen/domain/research/retailer-links';
import type { MarketplaceProvider } from './marketplace-provider.ts';

/** The offline default: retailer search links for the name (no products, prices or ratings we do not know). */
export function createRetailerLinksProvider(): MarketplaceProvider {
  return {
    id: 'retailer-links',
    search: async (supplementName) => ({ supplementName: supplementName.trim(), provider: 'retailer-links', results: retailerSearchLinks(supplementName) }),
  };
}
