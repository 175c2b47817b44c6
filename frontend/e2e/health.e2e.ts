import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations, seriousViolationsInBothThemes } from './support/axe.ts';
import { addPrescriptionThroughApi, addSupplementsThroughApi, readYourWrites } from './support/api.ts';
import { DESKTOP, launchBrowser, MOBILE, newContext, openDemo, signUpThroughApi, uniqueEmail, type Theme } from './support/browser.ts';
import { statsCard, textOf, toasts } from './support/dashboard.ts';
import { screenshot } from './support/screenshots.ts';
import { untilState } from './support/timeouts.ts';

// Issue 16: health conditions through the Health page, for a user who takes sertraline.

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  const context = await newContext(browser);
  await signUpThroughApi(context, uniqueEmail('health'), 'Hana');
  const position = await addPrescriptionThroughApi(context, { medicationName: 'Sertraline', dosage: '50 mg', frequency: 'once-daily' });
  await readYourWrites(context, position, '/api/prescriptions');
  page = await context.newPage();
});

afterAll(async () => {
  await browser.close();
});

const conditionCards = () => page.locator('ul[aria-labelledby="health-heading"] > li');
const card = (name: string) => conditionCards().filter({ has: page.getByRole('heading', { name, exact: true }) });
const interactionsFound = async () => Number((await textOf(statsCard(page, 'Interactions Found'))).match(/\d+/)?.[0]);

describe('the Health page', () => {
  it('starts empty, requires a name and adds Depression with its tags', async () => {
    await page.goto('/health');
    await page.getByText('No health conditions yet').waitFor();
    await page.getByRole('button', { name: 'Add Your First Condition' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Health Condition' });
    await dialog.getByRole('button', { name: 'Add Condition' }).click();
    await dialog.getByText('Condition name is required').waitFor();
    expect(await dialog.getByLabel('Severity *').inputValue()).toBe('mild');

    await dialog.getByLabel('Condition name *').fill('Depression');
    await dialog.getByLabel('Severity *').selectOption('moderate');
    const symptoms = dialog.getByRole('textbox', { name: 'Symptoms' });
    for (const entry of ['low mood', '  ', 'Low Mood', 'poor sleep']) {
      await symptoms.fill(entry);
      await symptoms.press('Enter');
    }
    const treatments = dialog.getByRole('textbox', { name: 'Current treatments' });
    await treatments.fill('sertraline');
    await treatments.press('Enter');
    expect(await dialog.getByRole('list', { name: 'Symptoms' }).getByRole('listitem').allTextContents()).toEqual(['low mood', 'poor sleep']);
    expect(await seriousViolationsInBothThemes(page)).toEqual({});

    const posted = page.waitForRequest((request) => request.url().endsWith('/api/health-conditions') && request.method() === 'POST');
    await dialog.getByRole('button', { name: 'Add Condition' }).click();
    expect((await posted).postDataJSON()).toEqual({
      name: 'Depression',
      description: null,
      severity: 'moderate',
      diagnosedDate: null,
      symptoms: ['low mood', 'poor sleep'],
      currentTreatments: ['sertraline'],
      notes: null,
    });
    await toasts(page).getByText('Health condition added').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Depression' }).waitFor();
    expect(await conditionCards().count()).toBe(1);
    await page.getByText('AI health information will appear here once generated.').waitFor();
    expect(await seriousViolationsInBothThemes(page)).toEqual({});
  });

  it("recommends for Depression with St. John's wort only under 'not recommended for you', and adds a recommendation in one step", async () => {
    await page.getByRole('button', { name: 'Recommendations for Depression' }).click();
    const dialog = page.getByRole('dialog', { name: 'Recommendations for Depression' });
    await dialog.getByRole('heading', { name: 'Recommended supplements' }).waitFor();
    const recommended = dialog.getByRole('article');
    expect(await recommended.count()).toBeGreaterThan(0);
    expect(await recommended.filter({ hasText: "St. John's Wort" }).count()).toBe(0);
    const ruledOut = dialog.locator('section[aria-labelledby="not-recommended-heading"]');
    await ruledOut.getByRole('heading', { name: 'Considered but not recommended for you' }).waitFor();
    expect(await textOf(ruledOut)).toMatch(/St\. John's Wort Not St\. John's Wort: you take Sertraline\./);
    expect(await textOf(ruledOut)).toMatch(/Sources: /);
    await dialog.getByText(/AI-generated insights are for information only/).waitFor();
    expect(await seriousViolationsInBothThemes(page)).toEqual({});
    await screenshot(page, 'health-recommendations-desktop-light');

    const vitaminD = dialog.getByRole('article', { name: 'Vitamin D3' });
    await vitaminD.getByText('Limited evidence').waitFor();
    const posted = page.waitForRequest((request) => request.url().endsWith('/api/supplements') && request.method() === 'POST');
    await vitaminD.getByRole('button', { name: 'Add to My Supplements' }).click();
    expect((await posted).postDataJSON()).toMatchObject({ name: 'Vitamin D3', dosage: '1,000–2,000 IU daily', timing: 'with-dinner' });
    await toasts(page).getByText('Supplement added').waitFor();
    // The screening is asked again with the new supplement: it is now marked as taken.
    await vitaminD.getByText('Already taking').waitFor();
    // Escape would dismiss the toast first (the topmost layer): close the dialog itself.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('shows the description card once generated', async () => {
    const depression = card('Depression');
    await depression.getByText('AI health information will appear here once generated.').waitFor();
    await depression.getByRole('button', { name: 'Generate health information' }).click();
    await depression.getByRole('heading', { name: 'About Depression' }).waitFor();
    await depression.getByText(/A common mood disorder/).waitFor();
    await depression.getByText('Common symptoms').waitFor();
    expect(await depression.getByText('AI health information will appear here once generated.').count()).toBe(0);
    expect(await seriousViolationsInBothThemes(page)).toEqual({});
  });

  it('edits a condition with the same form rules', async () => {
    await page.getByRole('button', { name: 'Edit Depression' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Health Condition' });
    expect(await dialog.getByLabel('Condition name *').inputValue()).toBe('Depression');
    expect(await dialog.getByLabel('Severity *').inputValue()).toBe('moderate');
    await dialog.getByLabel('Condition name *').fill(' ');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await dialog.getByText('Condition name is required').waitFor();
    await dialog.getByLabel('Condition name *').fill('Depression');
    await dialog.getByLabel('Severity *').selectOption('severe');
    const symptoms = dialog.getByRole('textbox', { name: 'Symptoms' });
    await symptoms.fill('fatigue');
    await symptoms.press('Enter');
    const sent = page.waitForRequest((request) => /\/api\/health-conditions\/[0-9a-f-]+$/.test(request.url()) && request.method() === 'PUT');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    expect((await sent).postDataJSON()).toMatchObject({ name: 'Depression', severity: 'severe', symptoms: ['low mood', 'poor sleep', 'fatigue'], currentTreatments: ['sertraline'] });
    await toasts(page).getByText('Health condition updated').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await card('Depression').getByText('Severe', { exact: true }).waitFor();
    await card('Depression').getByRole('list', { name: 'Symptoms' }).getByText('fatigue').waitFor();
  });

  it('looks right on desktop and mobile, light and dark', async () => {
    for (const [size, viewport] of [['desktop', DESKTOP], ['mobile', MOBILE]] as const) {
      for (const theme of ['light', 'dark'] as Theme[]) {
        const context = await newContext(browser, { viewport, theme });
        await context.addCookies(await page.context().cookies());
        const view = await context.newPage();
        await view.goto('/health');
        await view.getByRole('heading', { name: 'Depression' }).waitFor();
        expect(await seriousViolations(view).then((summary) => summary.serious)).toEqual([]);
        expect(await view.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await screenshot(view, `health-${size}-${theme}`, { fullPage: true });
        await context.close();
      }
    }
  });

  it('raises a finding on the dashboard for the licorice already taken once Hypertension is added', async () => {
    const position = await addSupplementsThroughApi(page.context(), [{ name: 'Licorice Root', dosage: '500 mg' }]);
    await readYourWrites(page.context(), position, '/api/dashboard/stats');
    await page.goto('/');
    await expect.poll(() => textOf(statsCard(page, 'Interactions Found')), untilState).toMatch(/\d/);
    const before = await interactionsFound();

    await page.goto('/health');
    await page.getByRole('button', { name: 'Add Condition' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Health Condition' });
    await dialog.getByLabel('Condition name *').fill('Hypertension');
    await dialog.getByRole('button', { name: 'Add Condition' }).click();
    await toasts(page).getByText('Health condition added').waitFor();
    await page.getByRole('heading', { name: 'Hypertension' }).waitFor();

    await page.goto('/');
    await expect.poll(interactionsFound, untilState).toBe(before + 1);
    await page.goto('/health');
    await page.getByRole('heading', { name: 'Hypertension' }).waitFor();
  });

  it("shows the spec's error states, recommendations after two retries", async () => {
    let calls = 0;
    const failure = { status: 500, contentType: 'application/problem+json', body: JSON.stringify({ status: 500, code: 'internal', detail: 'Something went wrong' }) };
    await page.route('**/api/health-conditions/*/recommendations', (route) => {
      calls += 1;
      return route.fulfill(failure);
    });
    await page.route('**/generate-description', (route) => route.fulfill(failure));
    await page.getByRole('button', { name: 'Recommendations for Hypertension' }).click();
    const dialog = page.getByRole('dialog', { name: 'Recommendations for Hypertension' });
    await dialog.getByText('Unable to Generate Recommendations').waitFor();
    await dialog.getByText('There was an error generating recommendations. Please try again later.').waitFor();
    expect(calls).toBe(3);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await card('Hypertension').getByRole('button', { name: 'Generate health information' }).click();
    await card('Hypertension').getByText('Failed to fetch health condition description').waitFor();
    await page.unrouteAll();
  });

  it('deletes a condition only after confirmation', async () => {
    await page.getByRole('button', { name: 'Delete Depression' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Depression?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Depression' }).waitFor();

    await page.getByRole('button', { name: 'Delete Depression' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toasts(page).getByText('Health condition removed').waitFor();
    await card('Depression').waitFor({ state: 'detached' });
    expect(await conditionCards().count()).toBe(1);

    await page.getByRole('button', { name: 'Delete Hypertension' }).click();
    await page.getByRole('dialog', { name: 'Delete Hypertension?' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('No health conditions yet').waitFor();
  });
});

describe('the Health page in demo mode', () => {
  it("shows the sample condition and its recommendations, St. John's wort ruled out for the sample sertraline", async () => {
    const context = await newContext(browser);
    const demo = await context.newPage();
    await openDemo(demo, '/health');
    await demo.getByRole('heading', { name: 'Depression' }).waitFor();
    await demo.getByRole('button', { name: 'Generate health information' }).click();
    await demo.getByRole('heading', { name: 'About Depression' }).waitFor();
    await demo.getByRole('button', { name: 'Recommendations for Depression' }).click();
    const dialog = demo.getByRole('dialog', { name: 'Recommendations for Depression' });
    await dialog.getByRole('heading', { name: 'Considered but not recommended for you' }).waitFor();
    expect(await textOf(dialog.locator('section[aria-labelledby="not-recommended-heading"]'))).toMatch(/you take Sertraline/);
    expect(await dialog.getByRole('article').filter({ hasText: "St. John's Wort" }).count()).toBe(0);
    await screenshot(demo, 'health-demo-recommendations-desktop-light');
    await context.close();
  });
});
