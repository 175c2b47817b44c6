import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations, toggleTheme } from './support/axe.ts';
import { DESKTOP, launchBrowser, MOBILE, openDemo, signUpThroughApi, uniqueEmail } from './support/browser.ts';
import { screenshot } from './support/screenshots.ts';
import { until, untilState } from './support/timeouts.ts';

/**
 * The clock is controlled through the zone: a whole-hour zone in which it is 08:xx now, so the
 * 08:00 morning slot is due without waiting (an Etc/GMT zone's sign is inverted: Etc/GMT-3 is UTC+3).
 */
function zoneWhereItIsEight(now = new Date()): string {
  let offset = 8 - now.getUTCHours();
  if (offset < -12) offset += 24;
  if (offset > 14) offset -= 24;
  return offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}

const TIME_ZONE = zoneWhereItIsEight();
const PASSWORD = 'correct horse battery';
const email = uniqueEmail('remind');

let browser: Browser;
let first: BrowserContext;
let page: Page;

const contextFor = (viewport: { width: number; height: number } = DESKTOP) =>
  browser.newContext({ baseURL: inject('baseUrl'), viewport, colorScheme: 'light', reducedMotion: 'reduce', locale: 'en-US', timezoneId: TIME_ZONE });
const bell = (on: Page) => on.getByRole('button', { name: /^Notifications/ });
const panel = (on: Page) => on.getByRole('region', { name: 'Notifications', exact: true });
const badge = (on: Page) => on.getByTestId('unread-badge');
const item = (on: Page, title: RegExp) => panel(on).getByRole('listitem').filter({ hasText: title });
const REMINDER = /(Time for|Still to take:) Vitamin D/;
const LOW_STOCK = /Low stock: Vitamin D/;

beforeAll(async () => {
  browser = await launchBrowser();
  first = await contextFor();
  page = await first.newPage();
  await signUpThroughApi(first, email, 'Rae');
  // The account stays on "Automatic": opening the app reports the browser's zone, and the server's
  // scheduler places her slots in it, so the bell's reminder below is the one the scheduler issued.
  await page.goto('/');
  const reported = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  await until("the browser's zone on the account", async () => {
    const settings = (await (await first.request.get('/api/account/settings')).json()) as { timeZone: string | null; detectedTimeZone: string | null };
    return settings.timeZone === null && settings.detectedTimeZone === reported;
  });
  const added = await first.request.post('/api/supplements', {
    data: { name: 'Vitamin D', dosage: '1000 IU', timing: 'morning', currentStock: 3, lowStockThreshold: 5 },
  });
  if (!added.ok()) throw new Error(`POST /api/supplements failed: ${added.status()}`);
  // The scheduler issues both within a tick and a projection batch; the page's bell refetches only
  // every minute, so the page opens once the server's bell has them (a busy machine lags).
  const { position } = (await added.json()) as { position: string };
  await until('the reminder and the low-stock notice on the server', async () => {
    const bellNow = await first.request.get(`/api/notifications?timeZone=${encodeURIComponent(TIME_ZONE)}`, { headers: { 'x-min-position': position } });
    return ((await bellNow.json()) as { notifications: unknown[] }).notifications.length === 2;
  });
});

afterAll(async () => {
  await browser.close();
});

describe('a morning dose due now and stock running low', () => {
  it('puts a reminder and a low-stock warning under the bell', async () => {
    await page.goto('/');
    await expect.poll(() => badge(page).textContent(), untilState).toBe('2');
    await bell(page).click();
    await item(page, REMINDER).waitFor();
    await item(page, LOW_STOCK).waitFor();
    expect(await item(page, REMINDER).getAttribute('data-type')).toBe('reminder');
    expect(await item(page, LOW_STOCK).getAttribute('data-type')).toBe('warning');
    expect(await item(page, LOW_STOCK).innerText()).toMatch(/Vitamin D runs out in \d+ days?/);
    expect((await seriousViolations(page)).serious).toEqual([]);
    await screenshot(page, 'reminders-bell-desktop-light');
  });

  it('keeps read state on the server: it survives a reload and shows in a second browser of the same user', async () => {
    await item(page, LOW_STOCK).getByRole('button', { name: 'Mark as read' }).click();
    await expect.poll(() => badge(page).textContent(), untilState).toBe('1');
    await page.reload();
    await expect.poll(() => badge(page).textContent(), untilState).toBe('1');

    const second = await contextFor(MOBILE);
    const login = await second.request.post('/api/auth/login', { data: { email, password: PASSWORD } });
    expect(login.ok()).toBe(true);
    const other = await second.newPage();
    await other.goto('/');
    await expect.poll(() => badge(other).textContent(), untilState).toBe('1');
    await bell(other).click();
    await item(other, LOW_STOCK).waitFor();
    expect(await item(other, LOW_STOCK).getByRole('button', { name: 'Mark as read' }).count()).toBe(0);
    await screenshot(other, 'reminders-bell-mobile-light');
    await second.close();
  });

  it("records the take with 'Mark as taken' and the reminder goes away", async () => {
    if (!(await panel(page).isVisible())) await bell(page).click();
    await item(page, REMINDER).getByRole('button', { name: 'Mark as taken' }).click();
    await expect.poll(() => item(page, REMINDER).count(), untilState).toBe(0);
    const takes = (await (await first.request.get('/api/supplement-takes')).json()) as { supplementId: string }[];
    expect(takes).toHaveLength(1);
    // Today's only dose taken: 100 % adherence is an achievement, the one unread notification left.
    await item(page, /Great adherence today/).waitFor();
    expect(await item(page, /Great adherence today/).getAttribute('data-type')).toBe('success');
    await expect.poll(() => badge(page).textContent(), untilState).toBe('1');
  });

  it('dismisses one, clears the rest and shows the empty state, in dark mode too', async () => {
    await item(page, LOW_STOCK).getByRole('button', { name: 'Dismiss' }).click();
    await expect.poll(() => item(page, LOW_STOCK).count(), untilState).toBe(0);
    await panel(page).getByRole('button', { name: 'Clear all' }).click();
    await panel(page).getByText('No notifications').waitFor();
    await panel(page).getByText("You're all caught up!").waitFor();
    await page.keyboard.press('Escape');
    await toggleTheme(page);
    await bell(page).click();
    await panel(page).getByText('No notifications').waitFor();
    expect(await badge(page).count()).toBe(0);
    expect((await seriousViolations(page)).serious).toEqual([]);
    await screenshot(page, 'reminders-empty-desktop-dark');
  });
});

describe('Set Reminder in Quick Actions', () => {
  it('gives a private calendar link that serves the doses, and revoking it ends the feed', async () => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Set Reminder' }).click();
    await page.getByRole('button', { name: 'Create calendar link' }).click();
    const link = page.getByLabel(/Your private calendar link/);
    await link.waitFor();
    const url = await link.inputValue();
    expect(url).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const feed = await first.request.get(url);
    expect(feed.status()).toBe(200);
    const body = await feed.text();
    expect(body).toContain('BEGIN:VALARM');
    expect(body).toContain('SUMMARY:Take Vitamin D');
    expect((await seriousViolations(page)).serious).toEqual([]);
    await screenshot(page, 'reminders-quick-actions-desktop-dark', { element: page.getByRole('heading', { name: 'Quick Actions' }).locator('xpath=ancestor::div[contains(@class,"border")][1]') });
    await page.getByRole('button', { name: 'Revoke link' }).click();
    await page.getByRole('status').filter({ hasText: 'revoked' }).waitFor();
    await expect.poll(async () => (await first.request.get(url)).status(), untilState).toBe(404);
  });
});

describe('the bell in demo mode', () => {
  it('lists the sample cabinet\'s notifications and clears them all', async () => {
    const demo = await contextFor();
    const demoPage = await demo.newPage();
    await openDemo(demoPage);
    await bell(demoPage).waitFor();
    await bell(demoPage).click();
    await panel(demoPage).waitFor();
    const clear = panel(demoPage).getByRole('button', { name: 'Clear all' });
    if ((await clear.count()) > 0) await screenshot(demoPage, 'reminders-bell-demo-light');
    // The bell lists ten at a time (the safety-change notice among them): Clear all until none is left.
    // Each round compares the whole list: two pages may well start with the same reminder's text.
    const listed = async () => ((await clear.count()) === 0 ? null : (await panel(demoPage).getByRole('listitem').allInnerTexts()).join('\n'));
    for (let round = 0; round < 10 && (await clear.count()) > 0; round++) {
      const before = await listed();
      await clear.click();
      await expect.poll(listed, untilState).not.toBe(before);
    }
    await panel(demoPage).getByText('No notifications').waitFor();
    await demo.close();
  });
});
