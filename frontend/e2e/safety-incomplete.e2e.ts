import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSupplementsThroughApi, readYourWrites } from './support/api.ts';
import { seriousViolationsInBothThemes } from './support/axe.ts';
import { launchBrowser, newContext, signUpThroughApi, uniqueEmail } from './support/browser.ts';
import { statsCard, textOf } from './support/dashboard.ts';
import { screenshot } from './support/screenshots.ts';
import { untilState } from './support/timeouts.ts';

// Issue 12: an answer about a regimen with an item the knowledge base does not recognise is
// "incomplete", never "safe", and says in words what was not checked and what was probably meant.

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

describe('a regimen with a misspelt supplement', () => {
  it('is incomplete on the dashboard and in the analysis, with a did-you-mean', async () => {
    const context = await newContext(browser);
    await signUpThroughApi(context, uniqueEmail('una'), 'Una');
    await readYourWrites(context, await addSupplementsThroughApi(context, [
      { name: 'Vitamin C', dosage: '500 mg' },
      { name: 'Ashwaganda', dosage: '300 mg' },
    ]));
    const page = await context.newPage();
    await page.route('**/api/ai/supplement-suggestions', (route) => route.abort());
    await page.goto('/');

    await expect
      .poll(() => textOf(statsCard(page, 'Interactions Found')), untilState)
      .toBe("Interactions Found 0 Incomplete: 'Ashwaganda' not checked");

    await statsCard(page, 'Interactions Found').getByRole('button').click();
    const dialog = page.getByRole('dialog', { name: 'Supplement Interaction Analysis' });
    await dialog.getByText('Overall: Incomplete').waitFor();
    await dialog.getByRole('heading', { name: 'No Interactions Among What Was Checked' }).waitFor();
    const notChecked = await textOf(dialog.getByTestId('not-checked'));
    expect(notChecked).toContain('Not checked: Ashwaganda (did you mean Ashwagandha?)');
    expect(notChecked).toContain('incomplete');
    expect(await seriousViolationsInBothThemes(page)).toEqual({});
    await screenshot(page, 'interactions-incomplete-desktop-light');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'interactions-incomplete-mobile-light');
  });
});
