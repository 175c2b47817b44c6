import type { MarketplaceSearchResponse } from '@regimen/domain/contracts/research';

/** Where product search answers come from: offline retailer links by default, or a configured product-search API. */
export interface MarketplaceProvider {
  readonly id: MarketplaceSearchResponse['provider'];
  search(supplementName: string): Promise<MarketplaceSearchResponse>;
}

/** The product-search service failed (timeout, error status, an answer that is not its contract). */
export class MarketplaceUnavailable extends Error {
  override name = 'MarketplaceUnavailable';
}
