import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations, toggleTheme } from './support/axe.ts';
import { DESKTOP, launchBrowser, MOBILE, openDemo, signUpThroughApi, uniqueEmail } from './support/browser.ts';
import { screenshot } from './support/screenshots.ts';
import { untilState } from './support/timeouts.ts';

/** A whole-hour zone in which it is 10:xx now: the 08:00 medicine and an 08:40 take are earlier today. */
function offsetWhereItIsTen(now = new Date()): number {
  let offset = 10 - now.getUTCHours();
  if (offset < -12) offset += 24;
  if (offset > 14) offset -= 24;
  return offset;
}
const OFFSET = offsetWhereItIsTen();
// An Etc/GMT zone's sign is inverted: Etc/GMT-3 is UTC+3.
const TIME_ZONE = OFFSET === 0 ? 'Etc/GMT' : `Etc/GMT${OFFSET > 0 ? '-' : '+'}${Math.abs(OFFSET)}`;
const HOUR_MS = 3_600_000;
const localToday = (time: string): string => {
  const localDate = new Date(Date.now() + OFFSET * HOUR_MS).toISOString().slice(0, 10);
  return new Date(Date.parse(`${localDate}T${time}:00Z`) - OFFSET * HOUR_MS).toISOString();
};

let browser: Browser;
let context: BrowserContext;
let page: Page;
let calciumId = '';

const bell = (on: Page) => on.getByRole('button', { name: /^Notifications/ });
const panel = (on: Page) => on.getByRole('region', { name: 'Notifications', exact: true });

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ baseURL: inject('baseUrl'), viewport: DESKTOP, colorScheme: 'light', reducedMotion: 'reduce', locale: 'en-US', timezoneId: TIME_ZONE });
  page = await context.newPage();
  await signUpThroughApi(context, uniqueEmail('spacing'), 'Lev');
  const levo = await context.request.post('/api/prescriptions', { data: { medicationName: 'Levothyroxine', dosage: '75 mcg', frequency: 'once-daily' } });
  if (!levo.ok()) throw new Error(`POST /api/prescriptions failed: ${levo.status()}`);
  const calcium = await context.request.post('/api/supplements', { data: { name: 'Calcium carbonate', dosage: '500 mg', timing: 'morning' } });
  if (!calcium.ok()) throw new Error(`POST /api/supplements failed: ${calcium.status()}`);
  calciumId = ((await calcium.json()) as { id: string }).id;
});

afterAll(async () => {
  await browser.close();
});

describe('levothyroxine at 08:00 with a morning calcium', () => {
  it("proposes calcium 4 hours after the medicine on Today's Schedule", async () => {
    await page.goto('/schedule');
    const advice = page.getByTestId('slot-spacing');
    await expect.poll(() => advice.count(), untilState).toBe(1);
    expect(await advice.innerText()).toBe('Take calcium at 12:00 — 4 h after levothyroxine');
    expect((await seriousViolations(page)).serious).toEqual([]);
    await screenshot(page, 'spacing-schedule-desktop-light');
    await page.setViewportSize(MOBILE);
    await toggleTheme(page);
    expect((await seriousViolations(page)).serious).toEqual([]);
    await screenshot(page, 'spacing-schedule-mobile-dark');
    await toggleTheme(page);
    await page.setViewportSize(DESKTOP);
  });

  it('warns under the bell when calcium is taken 40 minutes after levothyroxine', async () => {
    const take = await context.request.post('/api/supplement-takes', { data: { supplementId: calciumId, plannedAt: localToday('08:00'), takenAt: localToday('08:40') } });
    expect(take.status()).toBe(201);
    await page.goto('/');
    await bell(page).click();
    const warning = panel(page).getByRole('listitem').filter({ hasText: /Too close together/ });
    await expect.poll(() => warning.count(), untilState).toBe(1);
    expect(await warning.getAttribute('data-type')).toBe('warning');
    expect(await warning.innerText()).toContain('You took calcium 40 minutes after levothyroxine; keep 4 hours apart.');
    await screenshot(page, 'spacing-bell-desktop-light');
  });
});

describe('spacing in demo mode', () => {
  it('advises around a levothyroxine the visitor adds to the sample cabinet', async () => {
    const demo = await browser.newContext({ baseURL: inject('baseUrl'), viewport: DESKTOP, colorScheme: 'light', reducedMotion: 'reduce', locale: 'en-US', timezoneId: TIME_ZONE });
    const demoPage = await demo.newPage();
    await openDemo(demoPage, '/prescriptions');
    await demoPage.getByRole('button', { name: 'Add Prescription' }).first().click();
    const form = demoPage.getByRole('dialog', { name: 'Add Prescription' });
    await form.getByLabel('Medication name *').fill('Levothyroxine');
    await form.getByLabel('Dosage *').fill('75 mcg');
    await form.getByRole('button', { name: 'Add Prescription' }).click();
    await demoPage.getByRole('heading', { name: 'Levothyroxine' }).waitFor();
    await demoPage.getByRole('link', { name: 'Schedule' }).first().click();
    const advice = demoPage.getByTestId('slot-spacing').filter({ hasText: /levothyroxine/ });
    await expect.poll(() => advice.count(), untilState).toBeGreaterThan(0);
    expect(await advice.first().innerText()).toMatch(/^Take \S.* at \d\d:\d\d — \d+ h (after|before) levothyroxine$/);
    await screenshot(demoPage, 'spacing-schedule-demo-light');
    await demo.close();
  });
});
