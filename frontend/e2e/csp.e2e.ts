import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, openDemo, signUpThroughApi, uniqueEmail } from './support/browser.ts';

// The Content-Security-Policy the server sends (server-kit/src/wire-security.ts) must hold for the
// app as built: every screen, signed in and in demo mode, plus the server-rendered sign-in page
// and the API docs, with no CSP violation reported by Chromium (the securitypolicyviolation event
// or a console report).

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

/** The signed-in screens, read from the route files, so a new screen is visited without editing this list. */
const authenticatedScreens = readdirSync(fileURLToPath(new URL('../src/routes/_authenticated/', import.meta.url)))
  .filter((file) => file.endsWith('.tsx') && !file.startsWith('-'))
  .map((file) => `/${file.replace(/\.tsx$/, '').replace(/^index$/, '')}`);

const watched = async (context: BrowserContext): Promise<{ page: Page; violations: string[] }> => {
  const violations: string[] = [];
  await context.exposeFunction('reportCspViolation', (line: string) => violations.push(line));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportCspViolation(line: string): void }).reportCspViolation(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname}${event.sample ? `: ${event.sample}` : ''}`,
      );
    });
  });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`console on ${page.url()}: ${message.text()}`);
  });
  return { page, violations };
};

/** Waits until the page has rendered and its scripts and styles have run. */
const settle = async (page: Page): Promise<void> => {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
};

/** Opens whatever dialogs the screen offers first (Radix's scroll lock writes a <style> element). */
const openFirstDialog = async (page: Page): Promise<void> => {
  const trigger = page.getByRole('button', { name: /^Add / }).first();
  if (!(await trigger.isVisible().catch(() => false))) return;
  await trigger.click();
  await page.getByRole('dialog').first().waitFor();
  await settle(page);
  await page.keyboard.press('Escape');
};

describe('the Content-Security-Policy', { timeout: 300_000 }, () => {
  it('is sent with the app page, and hashed assets are cached for a year', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const response = await page.goto('/');
    expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self'/);
    expect(response?.headers()['cache-control']).toBe('no-cache');
    const script = await page.locator('script[src*="/assets/"]').first().getAttribute('src');
    const asset = await context.request.get(script ?? '/assets/missing.js');
    expect(asset.status()).toBe(200);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    await context.close();
  });

  // Both themes are covered once each (the theme only changes CSS variables under the same policy):
  // signed in in the light theme, demo mode in the dark one.
  it('holds on every screen for a signed-in user', async () => {
    expect(authenticatedScreens.length).toBeGreaterThan(5);
    const context = await newContext(browser, { theme: 'light' });
    await signUpThroughApi(context, uniqueEmail('csp'), 'Casey');
    const { page, violations } = await watched(context);
    for (const path of ['/', ...authenticatedScreens, '/no-such-page']) {
      await page.goto(path);
      await settle(page);
      await openFirstDialog(page);
    }
    expect(violations).toEqual([]);
    await context.close();
  });

  it('holds in demo mode on every screen, in the dark theme', async () => {
    const { page, violations } = await watched(await newContext(browser, { theme: 'dark' }));
    for (const path of ['/', ...authenticatedScreens]) {
      await openDemo(page, path);
      await settle(page);
      await openFirstDialog(page);
    }
    expect(violations).toEqual([]);
  });

  it('holds on the landing page, the server-rendered sign-in pages and the API docs', async () => {
    const { page, violations } = await watched(await newContext(browser));
    for (const path of ['/', '/api/login', '/api/login?mode=signup', '/api/docs']) {
      await page.goto(path);
      await settle(page);
    }
    // The docs UI rendered the document (its scripts ran under the policy).
    await page.getByText('Regimen API').first().waitFor();
    expect(violations).toEqual([]);
  });
});

describe('a violation', () => {
  it('is seen by this test (an inline script the policy blocks)', async () => {
    const { page, violations } = await watched(await newContext(browser));
    await page.goto('/');
    await settle(page);
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__inlineRan = true';
      document.body.append(script);
    });
    await expect.poll(() => violations.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as unknown as { __inlineRan?: boolean }).__inlineRan)).toBeUndefined();
  });
});
