import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolationsInBothThemes } from './support/axe.ts';
import { launchBrowser, newContext, signUpThroughForm, uniqueEmail } from './support/browser.ts';
import { recentActivity, statsCard, textOf, toasts } from './support/dashboard.ts';
import { screenshot } from './support/screenshots.ts';
import { untilState } from './support/timeouts.ts';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await (await newContext(browser)).newPage();
});

afterAll(async () => {
  await browser.close();
});

async function addSupplement(name: string, dosage: string, trigger = 'Add Supplement') {
  await page.getByRole('button', { name: trigger, exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Supplement' });
  await dialog.getByLabel('Name *').fill(name);
  await dialog.getByLabel('Dosage *').fill(dosage);
  await dialog.getByRole('button', { name: 'Add Supplement' }).click();
  await toasts(page).getByText('Supplement added').waitFor();
  await dialog.waitFor({ state: 'detached' });
}

describe('a new user', () => {
  it('signs up through the sign-up page and lands on an empty dashboard', async () => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Get Started Free' }).click();
    await page.waitForURL('**/api/login');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await signUpThroughForm(page, uniqueEmail('ada'), 'Ada');

    await page.getByRole('heading', { name: 'Welcome, Ada', exact: true }).waitFor();
    // The new account takes the browser's time zone as its own: its days are counted there.
    const browserZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    await expect
      .poll(async () => ((await (await page.request.get('/api/account/settings')).json()) as { timeZone: string | null }).timeZone)
      .toBe(browserZone);
    // Greeted once: the flag leaves the address, so a reload would welcome back.
    await page.waitForURL((url) => url.pathname === '/' && url.search === '');
    await page.getByRole('heading', { name: 'Welcome, Ada', exact: true }).waitFor();
    await page.getByText('No supplements found').waitFor();
    expect(await textOf(statsCard(page, 'Active Supplements'))).toBe('Active Supplements 0 +0 from last month');
    expect(await textOf(statsCard(page, 'Adherence Rate'))).toContain('—');
    await page.getByText('Nothing yet. Add a supplement or log a dose to see it here.').waitFor();
    expect(await seriousViolationsInBothThemes(page)).toEqual({});
  });

  it('is told that an interaction analysis needs two supplements, without any call', async () => {
    const calls: string[] = [];
    page.on('request', (request) => request.url().includes('/api/ai/') && calls.push(request.url()));
    await statsCard(page, 'Interactions Found').getByRole('button').click();
    const dialog = page.getByRole('dialog', { name: 'Supplement Interaction Analysis' });
    await dialog.getByRole('heading', { name: 'Need More Supplements' }).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(calls).toEqual([]);
  });
});

describe('adding a supplement through the dialog', () => {
  it('shows it in the list, the stats and the recent activity', async () => {
    await addSupplement('Vitamin D3', '2000 IU', 'Add Your First Supplement');

    await page.getByRole('heading', { name: 'Vitamin D3' }).waitFor();
    await expect
      .poll(() => textOf(statsCard(page, 'Active Supplements')), untilState)
      .toBe('Active Supplements 1 +0 from last month');
    await expect.poll(() => textOf(statsCard(page, 'Due Today')), untilState).toBe('Due Today 1 1 remaining of 1 today');
    await expect.poll(() => textOf(recentActivity(page)), untilState).toBe('Added Vitamin D3 just now');
  });
});

describe("marking a supplement taken in Today's Schedule", () => {
  it('records the take and updates the remaining count and the activity', async () => {
    await page.getByRole('button', { name: 'Mark Vitamin D3 at 8:00 AM as taken' }).click();
    await toasts(page).getByText('Supplement taken').waitFor();

    await page.getByRole('button', { name: 'Unmark Vitamin D3 at 8:00 AM as taken', pressed: true }).waitFor();
    await expect.poll(() => textOf(statsCard(page, 'Due Today')), untilState).toBe('Due Today 0 0 remaining of 1 today');
    await expect
      .poll(() => textOf(recentActivity(page)), untilState)
      .toMatch(/^Took Vitamin D3 just now Added Vitamin D3 just now$/);
  });

  it('can be unmarked, which clears the take of today', async () => {
    await page.getByRole('button', { name: 'Unmark Vitamin D3 at 8:00 AM as taken' }).click();
    await toasts(page).getByText('Supplement unmarked').waitFor();
    await page.getByRole('button', { name: 'Mark Vitamin D3 at 8:00 AM as taken', pressed: false }).waitFor();
    await expect.poll(() => textOf(statsCard(page, 'Due Today')), untilState).toBe('Due Today 1 1 remaining of 1 today');
  });
});

describe('the interaction analysis', () => {
  const ANALYSIS = '**/api/ai/analyze-interactions';

  it('admits a failure of the analysis service and offers a retry, inventing nothing', async () => {
    await addSupplement('Magnesium Glycinate', '400 mg');
    await page.route(ANALYSIS, (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/problem+json',
        body: JSON.stringify({ title: 'Service Unavailable', status: 503, detail: 'Analysis is unavailable' }),
      }),
    );
    await statsCard(page, 'Interactions Found').getByRole('button').click();
    const dialog = page.getByRole('dialog', { name: 'Supplement Interaction Analysis' });
    await dialog.getByRole('heading', { name: 'Failed to Load Analysis' }).waitFor();
    await dialog.getByText('Unable to retrieve interaction analysis. Please try again').waitFor();
    expect(await dialog.getByRole('heading', { name: 'Summary' }).count()).toBe(0);
    expect(await seriousViolationsInBothThemes(page)).toEqual({});
    await screenshot(page, 'interactions-failed-desktop-light');
  });

  it('shows exactly what the analysis service answers once it is back', async () => {
    await page.unroute(ANALYSIS);
    const dialog = page.getByRole('dialog', { name: 'Supplement Interaction Analysis' });
    const [response] = await Promise.all([
      page.waitForResponse((candidate) => candidate.url().endsWith('/api/ai/analyze-interactions')),
      dialog.getByRole('button', { name: 'Retry Analysis' }).click(),
    ]);
    expect(response.status()).toBe(200);
    const { summary } = (await response.json()) as { summary: string };
    await dialog.getByText(summary).waitFor();
    await dialog.getByRole('heading', { name: 'Summary' }).waitFor();
    await screenshot(page, 'interactions-result-desktop-light');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });
});

describe('editing a supplement on My Supplements', () => {
  it('sends only the changed field and shows the new value', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Supplements' }).click();
    await page.getByRole('heading', { name: 'My Supplements', level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Actions for Vitamin D3' }).click();
    await page.getByRole('menuitem', { name: 'Edit Supplement' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Supplement' });
    await dialog.getByLabel('Dosage *').fill('4000 IU');
    await dialog.getByLabel('Units per dose').fill('2');
    const [request] = await Promise.all([
      page.waitForRequest((candidate) => candidate.method() === 'PUT'),
      dialog.getByRole('button', { name: 'Save Changes' }).click(),
    ]);

    expect(request.postDataJSON()).toEqual({ dosage: '4000 IU', unitsPerDose: 2 });
    await toasts(page).getByText('Supplement updated').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('listitem').filter({ hasText: 'Vitamin D3' }).getByText('4000 IU').waitFor();
  });

  it('keeps personal notes from the detail dialog, saved on their own', async () => {
    const [benefits] = await Promise.all([
      page.waitForResponse((candidate) => candidate.url().endsWith('/api/ai/analyze-benefits')),
      page.getByRole('button', { name: 'Vitamin D3', exact: true }).click(),
    ]);
    const dialog = page.getByRole('dialog', { name: 'Vitamin D3' });
    await dialog.getByText('Active', { exact: true }).first().waitFor();
    // The AI section shows the server's analysis, or says why there is none: it never makes one up.
    if (benefits.ok()) await dialog.getByText(((await benefits.json()) as { summary: string }).summary).waitFor();
    else await dialog.getByRole('alert').waitFor();

    await dialog.getByRole('button', { name: 'Add notes' }).click();
    await dialog.getByLabel('Personal notes').fill('Take with breakfast');
    const [request] = await Promise.all([
      page.waitForRequest((candidate) => candidate.method() === 'PUT'),
      dialog.getByRole('button', { name: 'Save notes' }).click(),
    ]);
    expect(request.postDataJSON()).toEqual({ notes: 'Take with breakfast' });
    await toasts(page).getByText('Notes updated').waitFor();
    await dialog.getByText('Take with breakfast').waitFor();
    // Escape would first dismiss the toast (the newest layer), so close with the button.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
  });
});

describe('deleting a supplement', () => {
  it('asks first, then removes it from the list and the stats', async () => {
    await page.getByRole('button', { name: 'Actions for Vitamin D3' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Vitamin D3?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();

    await toasts(page).getByText('Supplement deleted').waitFor();
    await expect.poll(() => page.getByRole('heading', { name: 'Vitamin D3' }).count(), untilState).toBe(0);
    await page.getByRole('heading', { name: 'Magnesium Glycinate' }).waitFor();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    await expect
      .poll(() => textOf(statsCard(page, 'Active Supplements')), untilState)
      .toBe('Active Supplements 1 +0 from last month');
  });
});

describe('sending feedback', () => {
  it('needs a type and a message, then thanks the user', async () => {
    // The floating button (the footer has a Send Feedback button too).
    await page.getByRole('button', { name: 'Send Feedback', exact: true }).last().click();
    const dialog = page.getByRole('dialog', { name: 'Send Feedback' });
    const send = dialog.getByRole('button', { name: 'Send Feedback' });
    expect(await send.isDisabled()).toBe(true);

    await dialog.getByText('Something I Love').click();
    // The radios are visually hidden behind their star icons, so Playwright cannot see them as visible.
    await dialog.getByRole('radio', { name: '4 stars' }).check({ force: true });
    await dialog.getByLabel('What do you love about Regimen?').fill('The schedule is lovely.');
    const [request] = await Promise.all([
      page.waitForRequest((candidate) => candidate.url().endsWith('/api/feedback')),
      send.click(),
    ]);

    expect(request.postDataJSON()).toMatchObject({
      type: 'love',
      rating: 4,
      message: 'The schedule is lovely.',
      page: '/',
    });
    await toasts(page).getByText('Thank you!').waitFor();
    await dialog.waitFor({ state: 'detached' });
  });
});

describe('signing out', () => {
  it('is a full navigation that ends on the landing page', async () => {
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.getByRole('link', { name: 'Get Started Free' }).waitFor();
    await page.goto('/supplements');
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
  });
});
