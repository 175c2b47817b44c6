import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, signUpThroughApi, uniqueEmail } from './support/browser.ts';
import { statsCard, textOf } from './support/dashboard.ts';
import { untilState } from './support/timeouts.ts';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

describe('two users', () => {
  it('each see only their own supplements', async () => {
    const first = await newContext(browser);
    await signUpThroughApi(first, uniqueEmail('first'), 'First');
    const firstPage = await first.newPage();
    await firstPage.goto('/supplements');
    await firstPage.getByRole('button', { name: 'Add Your First Supplement' }).click();
    const dialog = firstPage.getByRole('dialog', { name: 'Add Supplement' });
    await dialog.getByLabel('Name *').fill('Private Ashwagandha');
    await dialog.getByLabel('Dosage *').fill('600 mg');
    await dialog.getByRole('button', { name: 'Add Supplement' }).click();
    await firstPage.getByRole('heading', { name: 'Private Ashwagandha' }).waitFor();

    const second = await newContext(browser);
    await signUpThroughApi(second, uniqueEmail('second'), 'Second');
    const secondPage = await second.newPage();
    await secondPage.goto('/supplements');
    await secondPage.getByText('No supplements found').waitFor();
    expect(await secondPage.getByText('Private Ashwagandha').count()).toBe(0);
    await secondPage.goto('/');
    await expect
      .poll(() => textOf(statsCard(secondPage, 'Active Supplements')), untilState)
      .toBe('Active Supplements 0 +0 from last month');

    const seenBySecond = await second.request.get('/api/supplements');
    expect(await seenBySecond.json()).toEqual([]);
    const seenByFirst = await first.request.get('/api/supplements');
    expect((await seenByFirst.json()).map((supplement: { name: string }) => supplement.name)).toEqual([
      'Private Ashwagandha',
    ]);
  });
});
