import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@regimen/event-store/testing/test-database';
import { marketplaceSearchResponseSchema, unknownResearchProblemSchema } from '@regimen/domain/contracts/research';
import { siteInfoSchema } from '@regimen/domain/contracts/site-info';
import { startApp, type RunningApp } from './start-app.ts';
import { createApiClient, type ApiClient } from './testing/api-client.ts';

let db: TestDatabase;
let app: RunningApp;
let user: ApiClient;
let stub: Server;
/** What the stand-in product-search API answers next. */
let stubAnswer: { status: number; body: unknown } = { status: 200, body: { products: [] } };
const stubQueries: string[] = [];

beforeAll(async () => {
  stub = createServer((request, response) => {
    stubQueries.push(new URL(request.url ?? '', 'http://stub').searchParams.get('q') ?? '');
    response.writeHead(stubAnswer.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(stubAnswer.body));
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  db = await createTestDatabase();
  app = await startApp({
    env: {
      DATABASE_URL: db.url,
      PORT: '0',
      LOG_LEVEL: 'silent',
      SERVICES: 'command,read,projections',
      MARKETPLACE_SEARCH_URL: `http://127.0.0.1:${(stub.address() as AddressInfo).port}/search`,
      CONTACT_PRIVACY_EMAIL: 'privacy@regimen.test',
      CONTACT_LEGAL_EMAIL: 'legal@regimen.test',
    },
  });
  user = createApiClient(app.url);
  await user.register('researcher@example.com');
});
afterAll(async () => {
  await app?.close();
  await db?.drop();
  await new Promise<void>((resolve) => stub.close(() => resolve()));
});

describe('research for a name the knowledge base does not know, with no model', () => {
  it('answers 404 "not in our knowledge base yet" with the closest known names, and spends no AI quota', async () => {
    const before = await user.get<unknown>('/api/tiers/tier-info');
    const answer = await user.post<unknown>('/api/research', { supplementName: 'Ashwaganda' });
    expect(answer.status).toBe(404);
    expect(answer.headers.get('content-type')).toMatch(/problem\+json/);
    const problem = unknownResearchProblemSchema.parse(answer.body);
    expect(problem.detail).toContain('not in our knowledge base yet');
    expect(problem.closestNames[0]).toBe('Ashwagandha');
    const after = await user.get<unknown>('/api/tiers/tier-info');
    expect(after.body).toEqual(before.body);
  });

  it('offers no names for text near nothing it knows', async () => {
    const answer = await user.post<unknown>('/api/research', { supplementName: 'qqqzzzxxx' });
    expect(unknownResearchProblemSchema.parse(answer.body).closestNames).toEqual([]);
  });
});

describe('marketplace search with a product-search service configured', () => {
  it('passes on the products it returns, with the spec fields', async () => {
    stubAnswer = { status: 200, body: { products: [{ title: 'Ashwagandha 600 mg', url: 'https://shop.example/a', price: 12.5, rating: 4.4, reviewCount: 80 }] } };
    const answer = await user.post<unknown>('/api/amazon/search', { supplementName: 'Ashwagandha' });
    expect(answer.status).toBe(200);
    const body = marketplaceSearchResponseSchema.parse(answer.body);
    expect(body.provider).toBe('product-api');
    expect(body.results).toEqual([expect.objectContaining({ kind: 'product', title: 'Ashwagandha 600 mg', price: '$12.50', rating: 4.4, reviewCount: 80 })]);
    expect(stubQueries.at(-1)).toBe('Ashwagandha');
  });

  it('falls back to retailer search links when the service fails', async () => {
    stubAnswer = { status: 503, body: { error: 'down' } };
    const answer = await user.post<unknown>('/api/amazon/search', { supplementName: 'Zinc' });
    expect(answer.status).toBe(200);
    const body = marketplaceSearchResponseSchema.parse(answer.body);
    expect(body.provider).toBe('retailer-links');
    expect(body.results.every((result) => result.kind === 'search-link' && result.url.includes('Zinc'))).toBe(true);
  });

  it('is only for signed-in users', async () => {
    const answer = await createApiClient(app.url).post<unknown>('/api/amazon/search', { supplementName: 'Zinc' });
    expect(answer.status).toBe(401);
  });
});

describe('site info', () => {
  it('names the configured privacy and legal mailboxes, to anyone', async () => {
    const answer = await createApiClient(app.url).get<unknown>('/api/site-info');
    expect(answer.status).toBe(200);
    expect(siteInfoSchema.parse(answer.body)).toEqual({ privacyEmail: 'privacy@regimen.test', legalEmail: 'legal@regimen.test' });
  });
});
