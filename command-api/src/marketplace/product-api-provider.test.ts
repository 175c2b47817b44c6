import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { marketplaceSearchResponseSchema } from '@regimen/domain/contracts/research';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMarketplaceProvider } from './create-marketplace-provider.ts';
import { MarketplaceUnavailable } from './marketplace-provider.ts';

/** A local stand-in for a product-search API: answers whatever the test sets, and records each request. */
let answer: { status: number; body: unknown; delayMs?: number } = { status: 200, body: { products: [] } };
const requests: IncomingMessage[] = [];
let server: Server;
let baseUrl = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push(request);
    const { status, body, delayMs = 0 } = answer;
    setTimeout(() => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(typeof body === 'string' ? body : JSON.stringify(body));
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/search`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  requests.length = 0;
});

const configured = (extra: Record<string, string> = {}) => createMarketplaceProvider({ MARKETPLACE_SEARCH_URL: baseUrl, ...extra });

describe('no product-search service configured', () => {
  it('answers retailer search links for the name, with no products, prices or ratings', async () => {
    const answer = await createMarketplaceProvider({}).search('  Ashwagandha ');
    expect(marketplaceSearchResponseSchema.parse(answer)).toEqual(answer);
    expect(answer.provider).toBe('retailer-links');
    expect(answer.results.length).toBeGreaterThan(1);
    for (const result of answer.results) {
      expect(result.kind).toBe('search-link');
      expect(result.url).toContain('Ashwagandha');
      expect(result).not.toHaveProperty('price');
      expect(result).not.toHaveProperty('rating');
    }
  });
});

describe('a product-search service configured', () => {
  it('asks it for the name with the key and fills the spec product fields from its answer', async () => {
    answer = {
      status: 200,
      body: {
        products: [
          {
            title: 'KSM-66 Ashwagandha 600 mg',
            brand: 'Acme',
            url: 'https://shop.example/p/1',
            image: 'https://shop.example/p/1.jpg',
            price: 19.5,
            originalPrice: '$24.99',
            discountPercent: 22,
            rating: 4.6,
            reviewCount: 1200,
            isPrime: true,
          },
          { title: 'No link at all' },
        ],
      },
    };
    const result = await configured({ MARKETPLACE_API_KEY: 'secret-key' }).search('ashwagandha');
    expect(result.provider).toBe('product-api');
    expect(result.results).toEqual([
      {
        kind: 'product',
        title: 'KSM-66 Ashwagandha 600 mg',
        brand: 'Acme',
        image: 'https://shop.example/p/1.jpg',
        url: 'https://shop.example/p/1',
        price: '$19.50',
        originalPrice: '$24.99',
        discountPercent: 22,
        rating: 4.6,
        reviewCount: 1200,
        isAmazonsChoice: false,
        isTopSeller: false,
        isPrime: true,
      },
    ]);
    const [request] = requests;
    expect(new URL(request?.url ?? '', baseUrl).searchParams.get('q')).toBe('ashwagandha');
    expect(request?.headers.authorization).toBe('Bearer secret-key');
  });

  it('drops values outside their range rather than passing them on', async () => {
    answer = { status: 200, body: { products: [{ title: 'X', url: 'https://shop.example/x', rating: 9, discountPercent: -5 }] } };
    const [product] = (await configured().search('zinc')).results;
    expect(product).toMatchObject({ rating: null, discountPercent: null, price: null });
  });

  it.each([
    ['an error status', { status: 500, body: { error: 'boom' } }],
    ['an answer of another shape', { status: 200, body: '<html>' }],
    ['no answer in time', { status: 200, body: { products: [] }, delayMs: 500 }],
  ])('fails as unavailable on %s', async (_case, stub) => {
    answer = stub;
    await expect(configured({ MARKETPLACE_TIMEOUT_MS: '150' }).search('zinc')).rejects.toBeInstanceOf(MarketplaceUnavailable);
  });

  it('refuses a malformed address at start', () => {
    expect(() => createMarketplaceProvider({ MARKETPLACE_SEARCH_URL: 'ftp://x' })).toThrow(/MARKETPLACE_SEARCH_URL/);
  });
});
