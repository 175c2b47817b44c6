import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolationsInBothThemes, toggleTheme } from './support/axe.ts';
import { DESKTOP, launchBrowser, MOBILE, openDemo, signUpThroughApi, uniqueEmail } from './support/browser.ts';
import { screenshot } from './support/screenshots.ts';
import { untilState } from './support/timeouts.ts';

// A fixed zone, so "today" does not depend on the machine running this.
const TIME_ZONE = 'Europe/Berlin';
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const todayLabel = (): string => {
  const [, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(new Date()).split('-').map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]}`;
};

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ baseURL: inject('baseUrl'), viewport: DESKTOP, colorScheme: 'light', reducedMotion: 'reduce', locale: 'en-US', timezoneId: TIME_ZONE });
  page = await context.newPage();
  await signUpThroughApi(context, uniqueEmail('history'), 'Hana');
  const added = await context.request.post('/api/supplements', { data: { name: 'Vitamin D3', dosage: '1000 IU', timing: 'morning' } });
  if (!added.ok()) throw new Error(`POST /api/supplements failed: ${added.status()}`);
  const vitaminD = ((await added.json()) as { id: string }).id;
  const iron = await context.request.post('/api/supplements', { data: { name: 'Iron', dosage: '25 mg', timing: 'bedtime' } });
  if (!iron.ok()) throw new Error(`POST /api/supplements failed: ${iron.status()}`);
  // Today's morning dose, taken: the slot comes from the schedule itself.
  const today = await context.request.get(`/api/schedule/today?timeZone=${encodeURIComponent(TIME_ZONE)}`);
  const slot = ((await today.json()) as { slots: { supplementId: string; plannedAt: string }[] }).slots.find((candidate) => candidate.supplementId === vitaminD);
  if (slot === undefined) throw new Error('no morning slot today');
  const take = await context.request.post('/api/supplement-takes', { data: { supplementId: vitaminD, plannedAt: slot.plannedAt, takenAt: slot.plannedAt } });
  if (!take.ok()) throw new Error(`POST /api/supplement-takes failed: ${take.status()}`);
});

afterAll(async () => {
  await browser.close();
});

const openHistory = async (target: Page) => {
  await target.getByRole('tab', { name: 'History' }).click();
  await target.getByRole('heading', { name: 'Adherence trend' }).waitFor();
};

describe('the History tab of the Schedule page', () => {
  it('summarizes the range in text and lists each supplement with its streaks', async () => {
    await page.goto('/schedule');
    await openHistory(page);
    await expect.poll(() => page.getByTestId('history-summary').innerText(), untilState).toMatch(/% of due doses taken \(1 of \d\)\. Current streak/);
    const row = page.getByRole('row', { name: /Vitamin D3/ });
    await expect.poll(() => row.innerText(), untilState).toMatch(/Vitamin D3\s+100%\s+1 of 1\s+1 day\s+1 day/);
    expect(await seriousViolationsInBothThemes(page)).toEqual({});
  });

  it('opens a day from the calendar with each dose taken, late or missed', async () => {
    await page.getByRole('button', { name: new RegExp(`^${todayLabel()}: `) }).click();
    const doses = page.getByRole('list', { name: `Doses on ${todayLabel()}` });
    await expect.poll(() => doses.innerText(), untilState).toMatch(/Vitamin D3\s+08:00\s+Taken/);
    expect(await doses.innerText()).toMatch(/Iron\s+21:00\s+(Not due yet|Missed)/);
  });

  it('switches between 7, 30 and 90 days', async () => {
    await page.getByRole('button', { name: '90 days' }).click();
    await expect.poll(() => page.getByRole('group', { name: 'Days' }).getByRole('button').count(), untilState).toBe(90);
    await page.getByRole('button', { name: '7 days' }).click();
    await expect.poll(() => page.getByRole('group', { name: 'Days' }).getByRole('button').count(), untilState).toBe(7);
  });

  it('is pictured desktop and mobile, light and dark', async () => {
    for (const [label, viewport] of [['desktop', DESKTOP], ['mobile', MOBILE]] as const) {
      await page.setViewportSize(viewport);
      for (const theme of ['light', 'dark'] as const) {
        await page.goto('/schedule');
        await openHistory(page);
        await page.getByRole('row', { name: /Vitamin D3/ }).waitFor();
        const current = await page.evaluate(() => (document.documentElement.classList.contains('dark') ? 'dark' : 'light'));
        if (current !== theme) await toggleTheme(page);
        await page.getByRole('button', { name: new RegExp(`^${todayLabel()}: `) }).click();
        await screenshot(page, `adherence-history-${label}-${theme}`, { fullPage: true });
      }
    }
  });
});

describe('the History tab in demo mode', () => {
  it('answers through the domain view, with the sample cabinet', async () => {
    const demo = await browser.newPage({ viewport: DESKTOP, colorScheme: 'light', reducedMotion: 'reduce', locale: 'en-US', timezoneId: TIME_ZONE, baseURL: inject('baseUrl') });
    await openDemo(demo, '/schedule');
    await openHistory(demo);
    await expect.poll(() => demo.getByTestId('history-summary').innerText(), untilState).toMatch(/of due doses taken|no doses were due/);
    await demo.getByRole('row', { name: /Vitamin D3/ }).waitFor();
    await screenshot(demo, 'adherence-history-demo-desktop-light', { fullPage: true });
    await demo.close();
  });
});
