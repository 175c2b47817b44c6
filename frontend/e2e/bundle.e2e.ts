import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, openDemo } from './support/browser.ts';

const DIST = fileURLToPath(new URL('../dist/', import.meta.url));
/** The issue's budget for the landing page's initial JavaScript, gzipped. */
const LANDING_BUDGET_BYTES = 200 * 1000;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

/** Every script the page fetched from the built app, by file name. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) scripts.push(pathname.slice('/assets/'.length));
  });
  return scripts;
}

const gzipped = (file: string) => gzipSync(readFileSync(`${DIST}assets/${file}`), { level: 9 }).length;

describe('the landing page', () => {
  it(`loads at most ${LANDING_BUDGET_BYTES / 1000} KB of gzipped JavaScript, none of it for the signed-in screens`, async () => {
    const page = await (await newContext(browser)).newPage();
    const scripts = recordScripts(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Try Demo' }).waitFor();
    await page.waitForLoadState('networkidle');

    const total = scripts.reduce((sum, file) => sum + gzipped(file), 0);
    console.log(
      `landing page: ${(total / 1000).toFixed(1)} KB gzipped in ${scripts.map((file) => `${file} ${(gzipped(file) / 1000).toFixed(1)}`).join(', ')}`,
    );
    expect(total).toBeLessThanOrEqual(LANDING_BUDGET_BYTES);
    expect(
      scripts.filter((file) =>
        /^(app-shell|dashboard-page|supplement-collection|demo-fetch|feedback-dialog)-/.test(file),
      ),
    ).toEqual([]);
    // A build made with NODE_ENV other than production bundles React's development copy.
    const code = scripts.map((file) => readFileSync(`${DIST}assets/${file}`, 'utf8')).join('\n');
    expect(code).not.toContain('Download the React DevTools');
  });
});

describe('the other routes', () => {
  it('load their own chunks when visited', async () => {
    const page = await (await newContext(browser)).newPage();
    const scripts = recordScripts(page);
    await openDemo(page);
    await page.getByRole('heading', { name: 'B-Complex' }).waitFor();
    expect(scripts.some((file) => file.startsWith('dashboard-page-'))).toBe(true);
    expect(scripts.some((file) => file.startsWith('privacy-policy-'))).toBe(false);

    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Privacy Policy' }).click();
    await page.getByRole('heading', { name: 'Privacy Policy', level: 1 }).waitFor();
    expect(scripts.some((file) => file.startsWith('privacy-policy-'))).toBe(true);
  });
});
