import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@regimen/event-store/testing/test-database';
import { startApp, type RunningApp } from './start-app.ts';
import { createApiClient } from './testing/api-client.ts';
import { freePort } from './testing/app-process.ts';
import { authorizeAtProvider, createBrowser, type Browser, type ProviderAccount, startOidcTestProvider, type OidcTestProvider } from './testing/oidc-test-provider.ts';

let db: TestDatabase;
let provider: OidcTestProvider;
let app: RunningApp;
let appUrl: string;

const grace: ProviderAccount = { login: 'grace', email: 'Grace.Hopper@Example.com', emailVerified: true, givenName: 'Grace', familyName: 'Hopper' };
// Both share an email with an account that signs in with a password.
const ada: ProviderAccount = { login: 'ada', email: 'ada@example.com', emailVerified: true, givenName: 'Ada', familyName: 'Lovelace' };
const mallory: ProviderAccount = { login: 'mallory', email: 'bob@example.com', emailVerified: false, givenName: 'Mallory', familyName: 'Unverified' };

type CurrentUser = { id: string; email: string; firstName: string | null; lastName: string | null };

const count = async (query: string, values: unknown[] = []): Promise<number> => {
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  try {
    return Number((await client.query<{ count: string }>(query, values)).rows[0]?.count);
  } finally {
    await client.end();
  }
};

const problemCode = (response: { headers: Headers; text: string }): unknown =>
  response.headers.get('content-type')?.includes('json') ? (JSON.parse(response.text) as { code?: unknown }).code : undefined;

const currentUser = async (browser: Browser) => {
  const response = await browser.request(new URL('/api/auth/user', appUrl));
  return { status: response.status, body: (response.status === 200 ? JSON.parse(response.text) : null) as CurrentUser | null };
};

/** A whole sign-in in a fresh browser: app → provider sign-in and consent → app callback. */
const signIn = async (login: string) => {
  const browser = createBrowser();
  const callback = await authorizeAtProvider(browser, appUrl, login);
  const landed = await browser.request(callback);
  return { browser, callback, landed };
};

beforeAll(async () => {
  db = await createTestDatabase();
  const port = await freePort();
  appUrl = `http://127.0.0.1:${port}`;
  provider = await startOidcTestProvider({ redirectUri: `${appUrl}/api/callback`, accounts: [grace, ada, mallory] });
  app = await startApp({
    env: {
      DATABASE_URL: db.url,
      PORT: String(port),
      LOG_LEVEL: 'silent',
      SERVICES: 'command,read,projections',
      PUBLIC_URL: appUrl,
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
    },
  });
});

afterAll(async () => {
  await app?.close();
  await provider?.close();
  await db?.drop();
});

describe('signing in with an OpenID provider', () => {
  let firstUserId: string;

  it('sends the browser to the provider with PKCE and a state kept in an HttpOnly cookie', async () => {
    const browser = createBrowser();
    const login = await browser.request(new URL('/api/login', appUrl));
    expect(login.status).toBe(302);
    const location = new URL(login.headers.get('location') ?? '');
    expect(location.origin).toBe(provider.issuer);
    expect(location.searchParams.get('client_id')).toBe(provider.clientId);
    expect(location.searchParams.get('redirect_uri')).toBe(`${appUrl}/api/callback`);
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('state')).toBeTruthy();
    const cookie = login.headers.getSetCookie().find((line) => line.startsWith('regimen.oidc='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Path=\/api\/callback/i);
  });

  it('creates an account from the provider profile and starts a session', async () => {
    const { browser, landed } = await signIn(grace.login);
    expect(provider.serverErrors).toEqual([]);
    expect(landed.status).toBe(302);
    // A new account is greeted on the dashboard ("Welcome, Grace"), not welcomed back.
    expect(landed.headers.get('location')).toBe('/?welcome=1');
    expect(landed.headers.getSetCookie().some((line) => line.startsWith('regimen.sid='))).toBe(true);
    expect(browser.cookie(new URL('/api/callback', appUrl), 'regimen.oidc')).toBeUndefined();

    const me = await currentUser(browser);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: 'grace.hopper@example.com', firstName: 'Grace', lastName: 'Hopper' });
    firstUserId = me.body!.id;
  });

  it('signs the same provider account in to the same user again, without a second account', async () => {
    const { browser, landed } = await signIn(grace.login);
    expect(landed.status).toBe(302);
    expect(landed.headers.get('location')).toBe('/');
    const me = await currentUser(browser);
    expect(me.status).toBe(200);
    expect(me.body?.id).toBe(firstUserId);

    expect(await count('select count(*) from credentials')).toBe(1);
    expect(await count('select count(*) from oidc_identities where issuer = $1 and user_id = $2', [`${provider.issuer}`, firstUserId])).toBe(1);
  });

  it('refuses a callback whose state does not match the one it sent, without a session', async () => {
    const browser = createBrowser();
    const callback = await authorizeAtProvider(browser, appUrl, grace.login);
    callback.searchParams.set('state', 'not-the-state-we-sent');
    const landed = await browser.request(callback);
    expect(landed.status).toBe(400);
    expect(problemCode(landed)).toBe('oidc_failed');
    expect(landed.headers.getSetCookie().some((line) => line.startsWith('regimen.sid='))).toBe(false);
    expect((await currentUser(browser)).status).toBe(401);
  });

  it('refuses a callback without a state, without a session', async () => {
    const browser = createBrowser();
    const callback = await authorizeAtProvider(browser, appUrl, grace.login);
    callback.searchParams.delete('state');
    const landed = await browser.request(callback);
    expect(landed.status).toBe(400);
    expect(problemCode(landed)).toBe('oidc_failed');
    expect(landed.headers.getSetCookie().some((line) => line.startsWith('regimen.sid='))).toBe(false);
    expect((await currentUser(browser)).status).toBe(401);
  });

  it('refuses a callback from a browser that did not start the sign-in (no state cookie), without a session', async () => {
    const callback = await authorizeAtProvider(createBrowser(), appUrl, grace.login);
    const stranger = createBrowser();
    const landed = await stranger.request(callback);
    expect(landed.status).toBe(400);
    expect(problemCode(landed)).toBe('oidc_state_missing');
    expect(landed.headers.getSetCookie().some((line) => line.startsWith('regimen.sid='))).toBe(false);
    expect((await currentUser(stranger)).status).toBe(401);
  });
});

describe('a provider account whose email already has a password account', () => {
  it('is linked to that account when the provider verified the email', async () => {
    const password = createApiClient(appUrl);
    expect((await password.register('ada@example.com')).status).toBe(201);
    const passwordUser = await password.get<CurrentUser>('/api/auth/user');

    const { browser, landed } = await signIn(ada.login);
    expect(landed.status).toBe(302);
    const me = await currentUser(browser);
    expect(me.body?.id).toBe(passwordUser.body.id);
    expect(await count('select count(*) from credentials where email = $1', ['ada@example.com'])).toBe(1);
    expect(await count('select count(*) from oidc_identities where user_id = $1', [passwordUser.body.id])).toBe(1);
  });

  it('is refused with a 409, not linked and not signed in, when the email is not verified', async () => {
    const bob = createApiClient(appUrl);
    expect((await bob.register('bob@example.com')).status).toBe(201);

    const { browser, landed } = await signIn(mallory.login);
    expect(landed.status).toBe(409);
    expect(problemCode(landed)).toBe('email_taken');
    expect(landed.headers.getSetCookie().some((line) => line.startsWith('regimen.sid='))).toBe(false);
    expect((await currentUser(browser)).status).toBe(401);
    expect(await count("select count(*) from oidc_identities where subject = 'mallory'")).toBe(0);
  });
});
