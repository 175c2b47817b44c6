import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@regimen/event-store/testing/test-database';
import { startApp, type RunningApp } from './start-app.ts';
import { createApiClient } from './testing/api-client.ts';

let db: TestDatabase;
let app: RunningApp;

const PASSWORD = 'correct horse battery';

// TRUST_PROXY=1 lets each test speak from its own address through X-Forwarded-For.
beforeAll(async () => {
  db = await createTestDatabase();
  app = await startApp({
    env: {
      DATABASE_URL: db.url,
      PORT: '0',
      LOG_LEVEL: 'silent',
      SERVICES: 'command',
      TRUST_PROXY: '1',
      SIGN_IN_FREE_FAILURES: '3',
      // Long enough that a slow machine cannot outwait it between two requests.
      SIGN_IN_FIRST_DELAY_SECONDS: '30',
      SIGN_IN_ACCOUNT_LIMIT: '8/3600',
      SIGN_IN_ADDRESS_LIMIT: '12/3600',
    },
  });
});
afterAll(async () => {
  await app?.close();
  await db?.drop();
});

const signIn = (email: string, password: string, address: string) =>
  createApiClient(app.url).post<{ code: string; message: string; retryAfter: number }>('/api/auth/login', { email, password }, { 'x-forwarded-for': address });

const registered = async (email: string): Promise<string> => {
  expect((await createApiClient(app.url).register(email, PASSWORD)).status).toBe(201);
  return email;
};

describe('failed sign-ins from one address to one account', () => {
  it('are free three times, then cost a wait answered with 429 and Retry-After, even for the right password', async () => {
    const email = await registered('pair@example.com');
    for (let index = 0; index < 3; index++) expect((await signIn(email, 'wrong password', '10.1.0.1')).status).toBe(401);

    const refused = await signIn(email, PASSWORD, '10.1.0.1');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toContain('application/problem+json');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(20);
    expect(refused.body.code).toBe('sign_in_throttled');
    expect(refused.body.message).toMatch(/Too many failed sign-ins\. Please wait \d+ seconds?/);

    // The real user elsewhere is not locked out by that address's failures.
    expect((await signIn(email, PASSWORD, '10.1.0.2')).status).toBe(200);
  });

  it('start over after a successful sign-in from that address', async () => {
    const email = await registered('reset@example.com');
    for (let index = 0; index < 2; index++) expect((await signIn(email, 'wrong password', '10.2.0.1')).status).toBe(401);
    expect((await signIn(email, PASSWORD, '10.2.0.1')).status).toBe(200);
    // Without the reset the fourth attempt in a row would already be waiting.
    for (let index = 0; index < 2; index++) expect((await signIn(email, 'wrong password', '10.2.0.1')).status).toBe(401);
    expect((await signIn(email, PASSWORD, '10.2.0.1')).status).toBe(200);
  });
});

describe('an account attacked from many addresses', () => {
  it('refuses new addresses past its hourly budget but still lets its owner in from an address they used before', async () => {
    const email = await registered('target@example.com');
    expect((await signIn(email, PASSWORD, '10.3.9.9')).status).toBe(200);

    for (let index = 1; index <= 8; index++) expect((await signIn(email, 'guess', `10.3.0.${index}`)).status).toBe(401);
    const fromNew = await signIn(email, PASSWORD, '10.3.0.100');
    expect(fromNew.status).toBe(429);
    expect(fromNew.body.message).toMatch(/Too many failed sign-ins for this account/);

    expect((await signIn(email, PASSWORD, '10.3.9.9')).status).toBe(200);
  });
});

describe('one address trying many accounts', () => {
  it('is refused past its budget, whatever the account', async () => {
    for (let index = 1; index <= 12; index++) expect((await signIn(`nobody${index}@example.com`, 'guess', '10.4.0.1')).status).toBe(401);
    const email = await registered('innocent@example.com');
    const refused = await signIn(email, PASSWORD, '10.4.0.1');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/from your network/);
  });
});

describe('the sign-in page', () => {
  it('shows the wait in words and sends Retry-After', async () => {
    const email = await registered('page@example.com');
    const post = (password: string) =>
      fetch(new URL('/api/login', app.url), {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '10.5.0.1' },
        body: new URLSearchParams({ mode: 'signin', email, password }).toString(),
      });
    for (let index = 0; index < 3; index++) expect((await post('wrong password')).status).toBe(401);
    const refused = await post(PASSWORD);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.text()).toMatch(/Too many failed sign-ins\. Please wait \d+ seconds? before trying again\./);
  });
});
