import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolationsInBothThemes } from './support/axe.ts';
import { launchBrowser, MOBILE, newContext, openDemo, signUpOrInThroughApi, signUpThroughApi, uniqueEmail, type Theme } from './support/browser.ts';
import { ADMIN_EMAIL } from './support/global-setup.ts';
import { screenshot } from './support/screenshots.ts';
import { untilState } from './support/timeouts.ts';

let browser: Browser;
let adminContext: BrowserContext;
let page: Page;
let adminId: string;
let memberId: string;

const idOf = async (context: BrowserContext): Promise<string> => ((await (await context.request.get('/api/auth/user')).json()) as { id: string }).id;

beforeAll(async () => {
  browser = await launchBrowser();
  adminContext = await newContext(browser);
  await signUpOrInThroughApi(adminContext, ADMIN_EMAIL, 'Ada');
  adminId = await idOf(adminContext);
  const member = await newContext(browser);
  await signUpThroughApi(member, uniqueEmail('mel'), 'Mel');
  memberId = await idOf(member);
  // Taken as needed and well stocked: the server's scheduler has no reminder nor low-stock notice to
  // add to this history, whatever the hour (the block must stay its newest event).
  const zinc = { name: 'Zinc', dosage: '15 mg', frequency: 'as-needed', currentStock: 60, lowStockThreshold: 5 };
  expect((await member.request.post('/api/supplements', { data: zinc })).status()).toBe(201);
  await member.close();
  expect((await adminContext.request.post(`/api/admin/users/${memberId}/block`, { data: { reason: 'Spam links' } })).status()).toBe(200);
  page = await adminContext.newPage();
});

afterAll(async () => {
  await browser.close();
});

describe('the audit trail of a member the admin blocked', () => {
  it("shows the member's history newest first, the block first with the admin's id", async () => {
    await page.goto(`/admin/audit?userId=${memberId}`);
    const entries = page.getByTestId('audit-entry');
    await entries.first().waitFor();
    await expect.poll(async () => (await entries.first().textContent()) ?? '', untilState).toContain('AccountBlocked');
    expect(await entries.first().textContent()).toContain(`Admin ${adminId}`);
    expect(await entries.first().textContent()).toContain('Spam links');
    const types = await entries.getByTestId('audit-entry-type').allTextContents();
    expect(types).toContain('SupplementAdded');
    expect(types.at(-1)).toBe('AccountRegistered');
    expect(await seriousViolationsInBothThemes(page)).toEqual({});
  });

  it("opens the member's account at the revision before the block and shows what the block changed", async () => {
    await page.getByRole('button', { name: new RegExp(`^account-${memberId} @`) }).first().click();
    const state = page.getByTestId('entity-state');
    await state.waitFor();
    expect(await state.textContent()).toContain('Spam links');
    const revisions = await page.getByLabel('State at revision').locator('option').allTextContents();
    await page.getByLabel('Compare with revision').selectOption(String(revisions.length - 2));
    await expect.poll(async () => (await page.getByTestId('state-changes').textContent()) ?? '', untilState).toContain('Spam links');
    await screenshot(page, 'audit-desktop-light', { fullPage: true });
  });

  it('follows a correlation id to every event of that request', async () => {
    await page.getByRole('button', { name: /^correlation / }).first().click();
    await page.waitForURL(/correlationId=/);
    await expect.poll(() => page.getByTestId('audit-entry').count(), untilState).toBe(1);
  });
});

describe('a rebuild started from the projections page', () => {
  it('completes and shows in the history while the app keeps serving reads', async () => {
    await page.goto('/admin/projections');
    await page.getByRole('cell', { name: 'supplements' }).first().waitFor();
    await page.getByRole('button', { name: 'Rebuild all' }).click();
    // Reads during the run are served from the live tables.
    const during = await adminContext.request.get('/api/supplements');
    expect(during.status()).toBe(200);
    const history = page.getByTestId('rebuild-history');
    await expect.poll(async () => (await history.locator('tbody tr').first().textContent()) ?? '', untilState).toContain('Succeeded');
    expect(await history.locator('tbody tr').first().textContent()).toContain(`Admin ${adminId}`);
    expect(await seriousViolationsInBothThemes(page)).toEqual({});
  });
});

describe('the admin pages in demo mode', () => {
  const shoot = async (theme: Theme, viewport: { width: number; height: number }, label: string) => {
    const context = await newContext(browser, { theme, viewport });
    const demo = await context.newPage();
    await openDemo(demo, '/admin/audit');
    await demo.getByTestId('audit-entry').first().waitFor();
    await screenshot(demo, `audit-${label}-${theme}`, { fullPage: true });
    await demo.getByRole('link', { name: 'Projections' }).click();
    await demo.getByRole('button', { name: 'Rebuild all' }).click();
    // A demo replay takes a few seconds: the bar moves while the page polls.
    const bar = demo.getByRole('progressbar', { name: 'Rebuild progress' });
    await bar.waitFor();
    await screenshot(demo, `projections-${label}-${theme}`, { fullPage: true });
    if (viewport === MOBILE) expect(await seriousViolationsInBothThemes(demo)).toEqual({});
    await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow')), untilState).toBeGreaterThan(0);
    await bar.waitFor({ state: 'detached', timeout: 15_000 });
    await expect.poll(async () => (await demo.getByTestId('rebuild-history').locator('tbody tr').first().textContent()) ?? '', untilState).toContain('Succeeded');
    await context.close();
  };

  it('shows the audit trail and a live rebuild progress bar, desktop and mobile, light and dark', async () => {
    await shoot('light', { width: 1280, height: 800 }, 'demo-desktop');
    await shoot('dark', { width: 1280, height: 800 }, 'demo-desktop');
    await shoot('light', MOBILE, 'demo-mobile');
    await shoot('dark', MOBILE, 'demo-mobile');
  });
});
