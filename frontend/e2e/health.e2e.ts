import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolationsInBothThemes } from './support/axe.ts';
import { DESKTOP, launchBrowser, MOBILE, newContext, signUpThroughApi, uniqueEmail, type Theme } from './support/browser.ts';
import { toasts } from './support/dashboard.ts';
import { screenshot } from './support/screenshots.ts';

// Issue 16: health conditions through the Health page.

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  const context = await newContext(browser);
  await signUpThroughApi(context, uniqueEmail('health'), 'Hana');
  page = await context.newPage();
});

afterAll(async () => {
  await browser.close();
});

const conditionCards = () => page.locator('ul[aria-labelledby="health-heading"] > li');

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

  it('looks right on desktop and mobile, light and dark', async () => {
    for (const [size, viewport] of [['desktop', DESKTOP], ['mobile', MOBILE]] as const) {
      for (const theme of ['light', 'dark'] as Theme[]) {
        const context = await newContext(browser, { viewport, theme });
        await context.addCookies(await page.context().cookies());
        const view = await context.newPage();
        await view.goto('/health');
        await view.getByRole('heading', { name: 'Depression' }).waitFor();
        expect(await view.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await screenshot(view, `health-${size}-${theme}`, { fullPage: true });
        await context.close();
      }
    }
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
    await page.getByText('No health conditions yet').waitFor();
  });
});
