import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** A person who can sign in at the test provider, by typing `login` into its sign-in form. */
export interface ProviderAccount {
  readonly login: string;
  readonly email: string;
  readonly emailVerified: boolean;
  readonly givenName: string;
  readonly familyName: string;
}

export interface OidcTestProvider {
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /** Errors the provider answered with a 500, for a clearer failure than a redirect to an error page. */
  readonly serverErrors: unknown[];
  close(): Promise<void>;
}

/**
 * A real OpenID provider (the certified `oidc-provider`) on a random local port, with one confidential
 * client for the app and the built-in development sign-in and consent pages.
 */
export const startOidcTestProvider = async (options: { redirectUri: string; accounts: readonly ProviderAccount[] }): Promise<OidcTestProvider> => {
  let handle: ((request: IncomingMessage, response: ServerResponse) => void) | null = null;
  const server = createServer((request, response) => {
    if (handle) return handle(request, response);
    response.writeHead(503).end();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const clientId = 'regimen-test';
  const clientSecret = randomBytes(24).toString('base64url');
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const byLogin = new Map(options.accounts.map((account) => [account.login, account]));

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'test', use: 'sig', alg: 'RS256' }] },
    features: { devInteractions: { enabled: true } },
    ttl: { AccessToken: 600, IdToken: 600, Interaction: 600, Session: 3600, Grant: 3600 },
    findAccount: (_context, sub) => {
      const account = byLogin.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email: account.email,
          email_verified: account.emailVerified,
          given_name: account.givenName,
          family_name: account.familyName,
        }),
      };
    },
  });
  const serverErrors: unknown[] = [];
  provider.on('server_error', (_context, error) => serverErrors.push(error));
  handle = provider.callback();

  return {
    issuer,
    clientId,
    clientSecret,
    serverErrors,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
};

interface StoredCookie {
  readonly value: string;
  readonly path: string;
}

export interface BrowserResponse {
  readonly url: URL;
  readonly status: number;
  readonly headers: Headers;
  readonly text: string;
}

/**
 * Just enough of a browser for a redirect-based sign-in: cookies kept per origin and path, redirects
 * followed one by one, HTML forms submitted.
 */
export const createBrowser = () => {
  const jars = new Map<string, Map<string, StoredCookie>>();
  const jarOf = (url: URL) => {
    let jar = jars.get(url.origin);
    if (!jar) jars.set(url.origin, (jar = new Map()));
    return jar;
  };
  const pathMatches = (requestPath: string, cookiePath: string) =>
    requestPath === cookiePath || (requestPath.startsWith(cookiePath) && (cookiePath.endsWith('/') || requestPath[cookiePath.length] === '/'));

  const store = (url: URL, line: string) => {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
    const equals = pair.indexOf('=');
    const name = pair.slice(0, equals);
    const value = pair.slice(equals + 1);
    let path = url.pathname.slice(0, url.pathname.lastIndexOf('/')) || '/';
    let expired = false;
    for (const attribute of attributes) {
      const [key = '', ...rest] = attribute.split('=');
      const attributeValue = rest.join('=');
      if (key.toLowerCase() === 'path' && attributeValue.startsWith('/')) path = attributeValue;
      if (key.toLowerCase() === 'max-age' && Number(attributeValue) <= 0) expired = true;
      if (key.toLowerCase() === 'expires' && Date.parse(attributeValue) <= Date.now()) expired = true;
    }
    const jar = jarOf(url);
    const key = `${path}\n${name}`;
    if (expired) jar.delete(key);
    else jar.set(key, { value, path });
  };

  const cookieHeader = (url: URL) =>
    [...jarOf(url).entries()]
      .filter(([, cookie]) => pathMatches(url.pathname, cookie.path))
      .map(([key, cookie]) => `${key.split('\n')[1]}=${cookie.value}`)
      .join('; ');

  const browser = {
    /** One request, no redirect followed. */
    async request(target: string | URL, init: { method?: string; form?: Record<string, string> } = {}): Promise<BrowserResponse> {
      const url = new URL(target);
      const cookie = cookieHeader(url);
      const response = await fetch(url, {
        method: init.method ?? (init.form ? 'POST' : 'GET'),
        redirect: 'manual',
        headers: {
          accept: 'text/html,application/json',
          ...(cookie ? { cookie } : {}),
          ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        ...(init.form ? { body: new URLSearchParams(init.form).toString() } : {}),
      });
      for (const line of response.headers.getSetCookie()) store(url, line);
      return { url, status: response.status, headers: response.headers, text: await response.text() };
    },

    /** Follows redirects until a page that is not one, or until `stopAt` says a location is not to be visited. */
    async follow(response: BrowserResponse, stopAt: (location: URL) => boolean = () => false): Promise<BrowserResponse | URL> {
      let current = response;
      for (let hops = 0; current.status >= 300 && current.status < 400; hops++) {
        if (hops > 20) throw new Error(`too many redirects, last at ${current.url.href}`);
        const location = current.headers.get('location');
        if (!location) throw new Error(`redirect without a location from ${current.url.href}`);
        const next = new URL(location, current.url);
        if (stopAt(next)) return next;
        current = await browser.request(next);
      }
      return current;
    },

    /** The cookie `name` as the browser would send it to `url`. */
    cookie(url: string | URL, name: string): string | undefined {
      const parsed = new URL(url);
      return [...jarOf(parsed).entries()].find(([key, cookie]) => key.split('\n')[1] === name && pathMatches(parsed.pathname, cookie.path))?.[1].value;
    },
  };
  return browser;
};

export type Browser = ReturnType<typeof createBrowser>;

const unescapeHtml = (text: string) =>
  text.replace(/&(?:#x([0-9a-f]+)|#(\d+)|(amp|lt|gt|quot|apos));/gi, (_match, hex: string | undefined, decimal: string | undefined, named: string | undefined) => {
    if (hex) return String.fromCodePoint(Number.parseInt(hex, 16));
    if (decimal) return String.fromCodePoint(Number(decimal));
    return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }[named!.toLowerCase()] ?? '';
  });

/** The first POST form of a page: where it goes and its hidden fields. */
const parseForm = (page: BrowserResponse): { action: URL; fields: Record<string, string> } | null => {
  const form = /<form\b[^>]*\baction="([^"]*)"[^>]*>([\s\S]*?)<\/form>/i.exec(page.text);
  if (!form) return null;
  const fields: Record<string, string> = {};
  for (const input of form[2]!.matchAll(/<input\b[^>]*>/gi)) {
    const name = /\bname="([^"]*)"/i.exec(input[0])?.[1];
    const value = /\bvalue="([^"]*)"/i.exec(input[0])?.[1];
    if (name && /\btype="hidden"/i.test(input[0])) fields[unescapeHtml(name)] = unescapeHtml(value ?? '');
  }
  return { action: new URL(unescapeHtml(form[1]!), page.url), fields };
};

/**
 * Starts the app's sign-in and walks through the provider's sign-in and consent pages as `login`.
 * Answers the URL the provider sends the browser back to, not yet visited.
 */
export const authorizeAtProvider = async (browser: Browser, appUrl: string, login: string): Promise<URL> => {
  const callback = new URL('/api/callback', appUrl);
  const isCallback = (location: URL) => location.origin === callback.origin && location.pathname === callback.pathname;
  let step = await browser.follow(await browser.request(new URL('/api/login', appUrl)), isCallback);
  for (let pages = 0; !(step instanceof URL); pages++) {
    const form = parseForm(step);
    if (step.status !== 200 || !form || pages > 5) throw new Error(`unexpected page ${step.status} at ${step.url.href}: ${step.text.slice(0, 500)}`);
    const fields = form.fields.prompt === 'login' ? { ...form.fields, login, password: 'any password' } : form.fields;
    step = await browser.follow(await browser.request(form.action, { form: fields }), isCallback);
  }
  return step;
};
