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
    // Every user count on the page is 0, 5 or more, or "fewer than 5": never a group of 1 to 4.
    const users = await page.getByRole('region', { name: 'Safety findings table' }).locator('tbody tr td:nth-child(2)').allTextContents();
    expect(users).toHaveLength(4);
    const totals = await page.getByRole('heading', { level: 2 }).allTextContents();
    for (const figure of [...users, ...totals.slice(0, 2)]) expect(figure).toMatch(/^(0|fewer than 5|[5-9]|[1-9][\d,]+)$/);
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
