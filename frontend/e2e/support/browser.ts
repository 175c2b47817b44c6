import { randomUUID } from 'node:crypto';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

const baseUrl = inject('baseUrl');

/** Debian's Chromium, with the flags this machine needs (see STACK-NOTES). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export const DESKTOP = { width: 1280, height: 800 } as const;
/** Below the spec's 768 px breakpoint: the bottom bar replaces the header links. */
export const MOBILE = { width: 390, height: 844 } as const;

export type Theme = 'light' | 'dark';

/** The four looks screenshots and axe runs cover: desktop and mobile, light and dark, with their file-name label. */
export const VIEWS: readonly (readonly [label: string, viewport: { width: number; height: number }, theme: Theme])[] = [
  ['desktop-light', DESKTOP, 'light'],
  ['desktop-dark', DESKTOP, 'dark'],
  ['mobile-light', MOBILE, 'light'],
  ['mobile-dark', MOBILE, 'dark'],
];

export type ContextOptions = { viewport?: { width: number; height: number }; theme?: Theme };

/** A fresh visitor: no cookies, no stored flags; the theme comes from the system preference, as for a first visit. */
export function newContext(
  browser: Browser,
  { viewport = DESKTOP, theme = 'light' }: ContextOptions = {},
): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: baseUrl,
    viewport,
    colorScheme: theme,
    reducedMotion: 'reduce',
    locale: 'en-US',
  });
}

export function uniqueEmail(label: string): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.com`;
}

const PASSWORD = 'correct horse battery';

/** Signs up through the product's own sign-up page (GET /api/login?mode=signup), landing on the dashboard. */
export async function signUpThroughForm(page: Page, email: string, firstName: string): Promise<void> {
  await page.goto('/api/login?mode=signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByLabel('First name (optional)').fill(firstName);
  // A new account lands on the dashboard with `?welcome=1` (greeted, not welcomed back).
  await Promise.all([page.waitForURL((url) => url.pathname === '/'), page.getByRole('button', { name: 'Create account' }).click()]);
}

/** Signs up through the JSON API: quicker where the sign-up itself is not under test. */
export async function signUpThroughApi(context: BrowserContext, email: string, firstName: string): Promise<void> {
  const response = await context.request.post('/api/auth/register', { data: { email, password: PASSWORD, firstName } });
  if (!response.ok()) throw new Error(`register failed: ${response.status()} ${await response.text()}`);
}

/** The e2e admin is shared by every file against the one app: the first file registers it, the others sign in. */
export async function signUpOrInThroughApi(context: BrowserContext, email: string, firstName: string): Promise<void> {
  const registered = await context.request.post('/api/auth/register', { data: { email, password: PASSWORD, firstName } });
  if (registered.ok()) return;
  if (registered.status() !== 409) throw new Error(`register failed: ${registered.status()} ${await registered.text()}`);
  const signedIn = await context.request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  if (!signedIn.ok()) throw new Error(`login failed: ${signedIn.status()}`);
}

/** Enters demo mode as a visitor would by URL (`?demo=true`), on a page that then has no server calls. */
export async function openDemo(page: Page, path = '/'): Promise<void> {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}demo=true`);
}
