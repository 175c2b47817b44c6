import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolationsInBothThemes, toggleTheme } from './support/axe.ts';
import { DESKTOP, launchBrowser, MOBILE, signUpThroughApi, uniqueEmail } from './support/browser.ts';
import { statsCard, textOf, toasts } from './support/dashboard.ts';
import { screenshot } from './support/screenshots.ts';
import { untilState } from './support/timeouts.ts';
import { inject } from 'vitest';

// A fixed zone, so the slots' wall-clock times and "today" do not depend on the machine running this.
const TIME_ZONE = 'Europe/Berlin';

let browser: Browser;
let context: BrowserContext;
let page: Page;

const REGIMEN = [
  { name: 'Calcium', dosage: '500 mg', frequency: 'twice-daily', timing: 'with-breakfast', currentStock: 30 },
  { name: 'Magnesium', dosage: '400 mg', frequency: 'daily', timing: 'bedtime', currentStock: 20 },
  { name: 'Iron', dosage: '25 mg', frequency: 'daily', timing: 'empty-stomach', currentStock: 10 },
];
// Spec section 9: twice daily 8:00 and 18:00; bedtime 21:00; empty stomach 6:30 and 10:30.
const SLOTS = [
  ['6:30 AM', 'Iron'],
  ['8:00 AM', 'Calcium'],
  ['10:30 AM', 'Iron'],
  ['6:00 PM', 'Calcium'],
  ['9:00 PM', 'Magnesium'],
] as const;

const slotRows = () => page.getByTestId('schedule-slot');
const markButton = (clock: string, name: string, taken: boolean) =>
  page.getByRole('button', { name: `${taken ? 'Unmark' : 'Mark'} ${name} at ${clock} as taken` });

async function stockByName(): Promise<Record<string, number | null>> {
  const response = await context.request.get('/api/supplements');
  const list = (await response.json()) as { name: string; currentStock: number | null }[];
  return Object.fromEntries(list.map((supplement) => [supplement.name, supplement.currentStock]));
}

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({
    baseURL: inject('baseUrl'),
    viewport: DESKTOP,
    colorScheme: 'light',
    reducedMotion: 'reduce',
    locale: 'en-US',
    timezoneId: TIME_ZONE,
  });
  page = await context.newPage();
  await signUpThroughApi(context, uniqueEmail('sched'), 'Sam');
  for (const supplement of REGIMEN) {
    const response = await context.request.post('/api/supplements', { data: supplement });
    if (!response.ok()) throw new Error(`POST /api/supplements failed: ${response.status()}`);
  }
});

afterAll(async () => {
  await browser.close();
});

describe("a user's day of doses on the Schedule page", () => {
  it('lists every slot at the spec times, in time order', async () => {
    await page.goto('/schedule');
    await page.getByRole('heading', { name: 'Schedule', level: 1 }).waitFor();
    await expect.poll(() => slotRows().count(), untilState).toBe(SLOTS.length);
    const rows = await slotRows().allInnerTexts();
    expect(rows.map((row) => row.replace(/\s+/g, ' ').trim())).toEqual(
      SLOTS.map(([clock, name]) => expect.stringMatching(new RegExp(`^${clock} ${name} `))),
    );
    expect(await seriousViolationsInBothThemes(page)).toEqual({});
  });

  it('ticks every slot one by one: nothing remains and stock went down by one per dose', async () => {
    for (const [clock, name] of SLOTS) {
      await markButton(clock, name, false).click();
      await markButton(clock, name, true).waitFor();
    }
    await page.getByText(`${SLOTS.length} of ${SLOTS.length} taken · 0 remaining`).waitFor();
    await expect.poll(stockByName, untilState).toEqual({ Calcium: 28, Magnesium: 19, Iron: 8 });
  });

  it('shows Due Today at 0 on the dashboard, with every slot counted', async () => {
    await page.goto('/');
    await expect
      .poll(() => textOf(statsCard(page, 'Due Today')), untilState)
      .toBe(`Due Today 0 0 remaining of ${SLOTS.length} today`);
    await page.getByText(`${SLOTS.length} of ${SLOTS.length} taken · 0 remaining`).waitFor();
  });

  it('unmarks one slot on its own, which gives its dose back to stock', async () => {
    await page.goto('/schedule');
    await markButton('6:00 PM', 'Calcium', true).click();
    await toasts(page).getByText('Supplement unmarked').waitFor();
    await markButton('6:00 PM', 'Calcium', false).waitFor();
    await markButton('8:00 AM', 'Calcium', true).waitFor();
    await expect.poll(stockByName, untilState).toEqual({ Calcium: 29, Magnesium: 19, Iron: 8 });
    await page.getByText(`${SLOTS.length - 1} of ${SLOTS.length} taken · 1 remaining`).waitFor();
  });
});

describe('a refill', () => {
  it('adds the units bought to what is left', async () => {
    await page.getByRole('button', { name: 'Restock Iron' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Restock Iron' });
    await dialog.getByLabel('Units bought').fill('60');
    await dialog.getByRole('button', { name: 'Add to stock' }).click();
    await toasts(page).getByText('Stock updated').waitFor();
    await expect.poll(stockByName, untilState).toEqual({ Calcium: 29, Magnesium: 19, Iron: 68 });
  });
});

describe('a supplement course', () => {
  const courseButtons = async () =>
    (await page.getByTestId('course').first().getByRole('button').allInnerTexts()).map((text) => text.trim());

  it('starts empty, then is created from the form with the spec name and end date', async () => {
    await page.getByRole('tab', { name: 'Supplement Courses' }).click();
    await page.getByText('No courses yet.', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'New Course' }).click();
    const form = page.getByRole('form', { name: 'New course' });
    await form.getByLabel('Supplement').selectOption({ label: 'Magnesium' });
    await form.getByLabel('Start date').fill('');
    await form.getByRole('button', { name: 'Create Course' }).click();
    await form.getByText('Start date is required').waitFor();
    await form.getByLabel('Start date').fill('2026-01-01');
    expect(await form.getByLabel('End date').inputValue()).toBe('2026-01-30');
    expect(await form.getByLabel('Name').inputValue()).toBe('Magnesium 30-Day Course');
    await form.getByRole('button', { name: 'Create Course' }).click();
    await toasts(page).getByText('Course created').waitFor();
    await page.getByRole('heading', { name: 'Magnesium 30-Day Course' }).waitFor();
    await expect.poll(courseButtons, untilState).toEqual(['Pause', 'Complete', 'Cancel course']);
  });

  it('is paused, resumed and completed, with the right buttons at each step', async () => {
    await page.getByRole('button', { name: 'Pause Magnesium 30-Day Course' }).click();
    await expect.poll(courseButtons, untilState).toEqual(['Resume', 'Cancel course']);
    await page.getByRole('button', { name: 'Resume Magnesium 30-Day Course' }).click();
    await expect.poll(courseButtons, untilState).toEqual(['Pause', 'Complete', 'Cancel course']);
    await page.getByRole('button', { name: 'Complete Magnesium 30-Day Course' }).click();
    await expect.poll(courseButtons, untilState).toEqual([]);
    await page.getByText('30 of 30 days').waitFor();
    expect(await seriousViolationsInBothThemes(page)).toEqual({});
  });
});

describe('own times for a supplement', () => {
  it('are set in the edit form, shown in the schedule in time order, and ticked one by one', async () => {
    const added = await context.request.post('/api/supplements', { data: { name: 'Vitamin D3', dosage: '2000 IU', timing: 'morning', currentStock: 30 } });
    expect(added.ok()).toBe(true);
    await page.goto('/supplements');
    await page.getByRole('button', { name: 'Actions for Vitamin D3' }).click();
    await page.getByRole('menuitem', { name: 'Edit Supplement' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Supplement' });
    await dialog.getByLabel('Use the usual time for Morning (8:00 AM)').waitFor();
    await dialog.getByLabel('Set my own times').check();
    await dialog.getByLabel('Time 1', { exact: true }).fill('07:15');
    await dialog.getByRole('button', { name: 'Add a time' }).click();
    await dialog.getByLabel('Time 2', { exact: true }).fill('19:45');
    const [request] = await Promise.all([
      page.waitForRequest((candidate) => candidate.method() === 'PUT'),
      dialog.getByRole('button', { name: 'Save Changes' }).click(),
    ]);
    expect(request.postDataJSON()).toEqual({ doseTimes: ['07:15', '19:45'] });
    await toasts(page).getByText('Supplement updated').waitFor();

    await page.goto('/schedule');
    const withOwnTimes = [SLOTS[0], ['7:15 AM', 'Vitamin D3'], SLOTS[1], SLOTS[2], SLOTS[3], ['7:45 PM', 'Vitamin D3'], SLOTS[4]] as const;
    await expect.poll(() => slotRows().count(), untilState).toBe(withOwnTimes.length);
    const rows = (await slotRows().allInnerTexts()).map((row) => row.replace(/\s+/g, ' ').trim());
    expect(rows).toEqual(withOwnTimes.map(([clock, name]) => expect.stringMatching(new RegExp(`^${clock} ${name} `))));

    await markButton('7:15 AM', 'Vitamin D3', false).click();
    await markButton('7:15 AM', 'Vitamin D3', true).waitFor();
    await markButton('7:45 PM', 'Vitamin D3', false).waitFor();
    await expect.poll(async () => (await stockByName())['Vitamin D3'], untilState).toBe(29);
    // The next due time is derived from the slots now, never the stored free text.
    const list = (await (await context.request.get(`/api/supplements?timeZone=${encodeURIComponent(TIME_ZONE)}`)).json()) as { name: string; nextDueTime: string | null }[];
    expect(list.find((supplement) => supplement.name === 'Vitamin D3')?.nextDueTime).toMatch(/^(Tomorrow )?7:(15|45) (AM|PM)$/);
  });
});

describe('screenshots', () => {
  it('of both tabs, desktop and mobile, light and dark', async () => {
    for (const [label, viewport] of [['desktop', DESKTOP], ['mobile', MOBILE]] as const) {
      await page.setViewportSize(viewport);
      for (const theme of ['light', 'dark'] as const) {
        await page.goto('/schedule');
        await page.getByTestId('schedule-slot').first().waitFor();
        const current = await page.evaluate(() => (document.documentElement.classList.contains('dark') ? 'dark' : 'light'));
        if (current !== theme) await toggleTheme(page);
        await screenshot(page, `schedule-today-${label}-${theme}`, { fullPage: true });
        await page.getByRole('tab', { name: 'Supplement Courses' }).click();
        await page.getByTestId('course').first().waitFor();
        await screenshot(page, `schedule-courses-${label}-${theme}`, { fullPage: true });
      }
    }
  });
});
