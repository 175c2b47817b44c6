import type { MarketplaceProduct } from '@regimen/domain/contracts/research';
import { z } from 'zod';
import { MarketplaceUnavailable, type MarketplaceProvider } from './marketplace-provider.ts';

export interface ProductApiOptions {
  /** The service's search endpoint; called as `GET <url>?q=<name>&limit=<n>`. */
  readonly url: string;
  /** Sent as a bearer token when set. */
  readonly apiKey?: string | undefined;
  readonly timeoutMs: number;
  readonly limit: number;
}

const optionalNumber = z.number().finite().nullish();

/** What the service answers: products with the spec's fields; anything missing stays null. */
const serviceProductSchema = z.object({
  title: z.string().trim().min(1).max(300),
  url: z.url({ protocol: /^https?$/ }),
  brand: z.string().max(200).nullish(),
  image: z.url({ protocol: /^https?$/ }).nullish(),
  price: z.union([z.string().max(40), z.number()]).nullish(),
  originalPrice: z.union([z.string().max(40), z.number()]).nullish(),
  discountPercent: optionalNumber,
  rating: optionalNumber,
  reviewCount: optionalNumber,
  isAmazonsChoice: z.boolean().nullish(),
  isTopSeller: z.boolean().nullish(),
  isPrime: z.boolean().nullish(),
});
const serviceAnswerSchema = z.object({ products: z.array(z.unknown()) });

const money = (value: string | number | null | undefined): string | null =>
  value === null || value === undefined ? null : typeof value === 'number' ? `$${value.toFixed(2)}` : value;
const within = (value: number | null | undefined, min: number, max: number): number | null =>
  value === null || value === undefined || value < min || value > max ? null : value;

function toProduct(item: z.infer<typeof serviceProductSchema>): MarketplaceProduct {
  const reviewCount = within(item.reviewCount, 0, Number.MAX_SAFE_INTEGER);
  return {
    kind: 'product',
    title: item.title,
    brand: item.brand ?? null,
    image: item.image ?? null,
    url: item.url,
    price: money(item.price),
    originalPrice: money(item.originalPrice),
    discountPercent: within(item.discountPercent, 0, 100),
    rating: within(item.rating, 0, 5),
    reviewCount: reviewCount === null ? null : Math.round(reviewCount),
    isAmazonsChoice: item.isAmazonsChoice ?? false,
    isTopSeller: item.isTopSeller ?? false,
    isPrime: item.isPrime ?? false,
  };
}

/**
 * An adapter for a real product-search API. A product the service describes badly is skipped
 * rather than repaired; a failed call is `MarketplaceUnavailable`, never the service's own words.
 */
export function createProductApiProvider(options: ProductApiOptions): MarketplaceProvider {
  return {
    id: 'product-api',
    search: async (supplementName) => {
      const name = supplementName.trim();
      const url = new URL(options.url);
      url.searchParams.set('q', name);
      url.searchParams.set('limit', String(options.limit));
      let response: Response;
      try {
        response = await fetch(url, {
          headers: { accept: 'application/json', ...(options.apiKey && { authorization: `Bearer ${options.apiKey}` }) },
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (error) {
        throw new MarketplaceUnavailable('The product search service did not answer', { cause: error });
      }
      if (!response.ok) throw new MarketplaceUnavailable(`The product search service answered ${response.status}`);
      const answer = serviceAnswerSchema.safeParse(await response.json().catch(() => null));
      if (!answer.success) throw new MarketplaceUnavailable('The product search service answered in an unexpected shape');
      const results = answer.data.products.flatMap((item) => {
        const parsed = serviceProductSchema.safeParse(item);
        return parsed.success ? [toProduct(parsed.data)] : [];
      });
      return { supplementName: name, provider: 'product-api', results: results.slice(0, options.limit) };
    },
  };
}
