import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext } from './support/browser.ts';
import { statsCard, textOf, toasts } from './support/dashboard.ts';
import { untilState } from './support/timeouts.ts';

let browser: Browser;
let page: Page;
const apiCalls: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  page = await (await newContext(browser)).newPage();
});

afterAll(async () => {
  await browser.close();
});

describe('Try Demo on the landing page', () => {
  it('reloads into the dashboard with the sample data, and no call reaches the server from then on', async () => {
    await page.goto('/');
    // The landing page shows once the session call has answered; every call after it would be demo mode's.
    await page.getByRole('button', { name: 'Try Demo' }).waitFor();
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(`${request.method()} ${request.url()}`);
    });
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Try Demo' }).click()]);

    await page.getByRole('complementary', { name: 'Demo mode' }).waitFor();
    await page.getByRole('heading', { name: 'Welcome back, Demo' }).waitFor();
    await expect.poll(() => page.getByRole('list', { name: 'My Supplements' }).getByRole('listitem').count(), untilState).toBe(20);
    expect(await textOf(statsCard(page, 'Active Supplements'))).toBe('Active Supplements 19 +9 from last month');
    expect(await textOf(statsCard(page, 'Interactions Found'))).toBe('Interactions Found 1 Click to view details');
    expect(await textOf(statsCard(page, 'Adherence Rate'))).toMatch(/^Adherence Rate 85% Good: \d+ of \d+ doses so far this week$/);
    expect(apiCalls).toEqual([]);
  });
});

describe('the demo interaction analysis', () => {
  it('shows the analysing state, then the canned result after about a second', async () => {
    await statsCard(page, 'Interactions Found').getByRole('button').click();
    const dialog = page.getByRole('dialog', { name: 'Supplement Interaction Analysis' });
    const started = Date.now();
    await dialog.getByText('Analyzing Interactions...').waitFor();
    await dialog.getByRole('heading', { name: 'Potential Interactions' }).waitFor();
    expect(Date.now() - started).toBeGreaterThan(700);
    await dialog.getByText('Calcium Citrate + D3 & Iron Bisglycinate').waitFor();
    await dialog.getByText('What to do: Take calcium and iron supplements at least 2 hours apart.').waitFor();
    await dialog.getByRole('heading', { name: 'Beneficial Synergies' }).waitFor();
    await dialog.getByText(/AI-generated insights are for information only/).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });
});

describe('the demo AI Insights and Supplement of the Day', () => {
  it('show canned suggestions and a featured supplement, and add a suggestion, all in the browser', async () => {
    const insights = page.getByRole('region', { name: 'AI Insights' });
    const first = insights.getByRole('list', { name: 'Suggestions' }).getByRole('heading').first();
    const name = await first.innerText();
    await page.getByRole('region', { name: 'Supplement of the Day' }).getByRole('link', { name: 'Learn More' }).waitFor();

    await insights.getByRole('button', { name: `Add ${name}` }).click();
    await toasts(page).getByText('Suggestion added').waitFor();
    await page.getByRole('list', { name: 'My Supplements' }).getByRole('heading', { name }).waitFor();
    await expect
      .poll(() => textOf(statsCard(page, 'Active Supplements')), untilState)
      .toBe('Active Supplements 20 +10 from last month');
    expect(apiCalls).toEqual([]);
  });

  it("show a supplement's benefits from the knowledge base", async () => {
    await page.getByRole('button', { name: 'Actions for Magnesium Glycinate' }).click();
    await page.getByRole('menuitem', { name: 'View Benefits' }).click();
    const dialog = page.getByRole('dialog', { name: 'Magnesium Glycinate Benefits' });
    await dialog.getByText('Corrects magnesium deficiency').waitFor();
    await dialog.getByText('Answered from the offline knowledge base; no AI model was used.').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(apiCalls).toEqual([]);
  });
});

describe('changes in demo mode', () => {
  it('record a take and add a supplement in the browser only', async () => {
    const mark = page.getByRole('button', { name: /^Mark .* as taken$/ }).first();
    const label = await mark.getAttribute('aria-label');
    await mark.click();
    await toasts(page).getByText('Supplement taken').waitFor();
    await page.getByRole('button', { name: label?.replace('Mark', 'Unmark') ?? '' }).waitFor();

    await page.getByRole('button', { name: 'Add Supplement', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Supplement' });
    await dialog.getByLabel('Name *').fill('Vitamin K1');
    await dialog.getByLabel('Dosage *').fill('90 mcg');
    await dialog.getByRole('button', { name: 'Add Supplement' }).click();
    await toasts(page).getByText('Supplement added').waitFor();
    await expect
      .poll(() => textOf(statsCard(page, 'Active Supplements')), untilState)
      .toBe('Active Supplements 21 +11 from last month');
    expect(apiCalls).toEqual([]);
  });
});

describe('leaving demo mode', () => {
  it('is one click on Exit Demo, which forgets the flag and returns to the landing page', async () => {
    await page.getByRole('complementary', { name: 'Demo mode' }).getByRole('button', { name: 'Exit Demo' }).click();
    await page.getByRole('link', { name: 'Get Started Free' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('demo-mode'))).toBeNull();
    await page.reload();
    await page.getByRole('button', { name: 'Try Demo' }).waitFor();
  });
});
