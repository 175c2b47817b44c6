import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolationsInBothThemes } from './support/axe.ts';
import { DESKTOP, launchBrowser, MOBILE, newContext, openDemo, signUpOrInThroughApi, signUpThroughApi, uniqueEmail, type Theme } from './support/browser.ts';
import { ADMIN_EMAIL } from './support/global-setup.ts';
import { screenshot } from './support/screenshots.ts';
import { untilState } from './support/timeouts.ts';

let browser: Browser;
let adminContext: BrowserContext;

beforeAll(async () => {
  browser = await launchBrowser();
  adminContext = await newContext(browser);
  await signUpOrInThroughApi(adminContext, ADMIN_EMAIL, 'Ada');
});

afterAll(async () => {
  await browser.close();
});

describe('the analytics page of the real app', () => {
  it('is linked from the admin panel, shows aggregates with small groups as "fewer than 5", and passes axe in both themes', async () => {
    const page = await adminContext.newPage();
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Analytics' }).click();
    await page.waitForURL(/\/admin\/analytics$/);
    await page.getByRole('heading', { name: 'Analytics', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Daily active users' }).waitFor();
    // The e2e app has a handful of users by now: every figure about them is a suppressed group or zero.
    expect(await page.getByText(/fewer than 5/).count()).toBeGreaterThan(0);
    expect(await page.getByRole('heading', { name: 'Safety findings by severity' }).count()).toBe(1);
    expect(await seriousViolationsInBothThemes(page)).toEqual({});
    await page.close();
  });

  it('refuses a member with the "admins only" answer', async () => {
    const member = await newContext(browser);
    await signUpThroughApi(member, uniqueEmail('ana'), 'Ana');
    expect((await member.request.get('/api/admin/analytics')).status()).toBe(403);
    const page = await member.newPage();
    await page.goto('/admin/analytics');
    await expect.poll(async () => (await page.textContent('body')) ?? '', untilState).toMatch(/admins only/i);
    await member.close();
  });
});

describe('the analytics page in demo mode', () => {
  const shoot = async (theme: Theme, viewport: { width: number; height: number }, label: string) => {
    const context = await newContext(browser, { theme, viewport });
    const demo = await context.newPage();
    await openDemo(demo, '/admin/analytics');
    const table = demo.getByRole('region', { name: 'Most-used supplements table' });
    await table.locator('tbody tr').first().waitFor();
    expect(await table.textContent()).toContain('Vitamin D');
    // The charts are a lazy chunk; wait for their drawings before the picture.
    await demo.locator('.recharts-surface').nth(3).waitFor();
    await screenshot(demo, `admin-analytics-${label}-${theme}`, { fullPage: true });
    if (viewport === MOBILE) expect(await seriousViolationsInBothThemes(demo)).toEqual({});
    await context.close();
  };

  it('shows realistic aggregates and charts with text alternatives, desktop and mobile, light and dark', async () => {
    await shoot('light', DESKTOP, 'desktop');
    await shoot('dark', DESKTOP, 'desktop');
    await shoot('light', MOBILE, 'mobile');
    await shoot('dark', MOBILE, 'mobile');
  });
});
