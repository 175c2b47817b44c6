import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPrescriptionThroughApi, addSupplementsThroughApi, readYourWrites } from './support/api.ts';
import { seriousViolationsInBothThemes } from './support/axe.ts';
import { launchBrowser, newContext, signUpThroughApi, uniqueEmail } from './support/browser.ts';
import { statsCard, textOf, toasts } from './support/dashboard.ts';
import { screenshot } from './support/screenshots.ts';
import { untilState } from './support/timeouts.ts';

// The AI pieces against the real app and its offline knowledge base: every answer shown is the
// server's, parsed with the shared contracts. Each test signs up its own user, because the free
// plan allows 3 AI requests a day; calls a test does not look at are refused in the browser, so
// they do not spend that quota.

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

const SUGGESTIONS = '**/api/ai/supplement-suggestions';
const SOTD = /\/api\/supplement-of-the-day(\?|$)/;

/** A signed-up user whose dashboard side calls are kept in the browser (they are not under test here). */
async function userWith(
  label: string,
  supplements: readonly { name: string; dosage: string }[],
  options: { blockSideCalls?: readonly (string | RegExp)[] } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser);
  await signUpThroughApi(context, uniqueEmail(label), label);
  if (supplements.length > 0) await readYourWrites(context, await addSupplementsThroughApi(context, supplements));
  const page = await context.newPage();
  for (const pattern of options.blockSideCalls ?? []) await page.route(pattern, (route) => route.abort());
  return { context, page };
}

const isCall = (path: string) => (response: Response) => new URL(response.url()).pathname === path;

describe('the benefits dialog', () => {
  it("opens from a card's menu with the server's analysis, its evidence level, where it came from and the disclaimer", async () => {
    const { page } = await userWith('bea', [{ name: 'Magnesium Glycinate', dosage: '400 mg' }]);
    await page.goto('/supplements');
    await page.getByRole('button', { name: 'Actions for Magnesium Glycinate' }).click();
    const [response] = await Promise.all([
      page.waitForResponse(isCall('/api/ai/analyze-benefits')),
      page.getByRole('menuitem', { name: 'View Benefits' }).click(),
    ]);
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { summary: string; evidenceLevel: string; primaryBenefits: string[] };

    const dialog = page.getByRole('dialog', { name: 'Magnesium Glycinate Benefits' });
    await dialog.getByText(body.summary).waitFor();
    await dialog.getByRole('heading', { name: 'Primary Benefits' }).waitFor();
    await dialog.getByText(body.primaryBenefits[0] ?? '').waitFor();
    await dialog.getByText(new RegExp(`^${body.evidenceLevel} evidence$`, 'i')).waitFor();
    await dialog.getByText(/^Answered (from|by) /).waitFor();
    await dialog.getByText(/educational, not medical advice/).waitFor();
    expect(await seriousViolationsInBothThemes(page)).toEqual({});
    await screenshot(page, 'benefits-dialog-server-desktop-light');
  });
});

describe('an AI call refused by the server', () => {
  it("tells a rate limit with the seconds until it resets, in a toast 'Rate Limit Reached', and does not retry", async () => {
    const { page } = await userWith('rita', [{ name: 'Vitamin D3', dosage: '2000 IU' }]);
    let calls = 0;
    await page.route('**/api/ai/analyze-benefits', (route) => {
      calls += 1;
      return route.fulfill({
        status: 429,
        headers: { 'Retry-After': '42' },
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Too many requests. Please try again in 42 seconds.', retryAfter: 42 }),
      });
    });
    await page.goto('/supplements');
    await page.getByRole('button', { name: 'Actions for Vitamin D3' }).click();
    await page.getByRole('menuitem', { name: 'View Benefits' }).click();

    await toasts(page).getByText('Rate Limit Reached').waitFor();
    await toasts(page).getByText('Too many AI requests. Please try again in 42 seconds.').waitFor();
    const dialog = page.getByRole('dialog', { name: 'Vitamin D3 Benefits' });
    await dialog.getByRole('button', { name: 'Retry Analysis' }).waitFor();
    // The one fixed wait: it proves that nothing happens (no retry), and there is no state to wait for.
    // A busy machine can only make it miss a late retry, never fail a correct app.
    await page.waitForTimeout(1500);
    expect(calls).toBe(1);
  });

  it('never locks a free user out of answers from the knowledge base, however many they ask for', async () => {
    const { page } = await userWith('quentin', [
      { name: 'Vitamin D3', dosage: '2000 IU' },
      { name: 'Magnesium', dosage: '200 mg' },
    ]);
    // More than the free plan's 3 AI requests of the day: offline answers call no model and cost nothing.
    const supplements = (await (await page.request.get('/api/supplements')).json()) as { id: string }[];
    for (let index = 0; index < 4; index++) {
      const spent = await page.request.post('/api/ai/analyze-interactions', { data: { supplementIds: supplements.map((s) => s.id) } });
      expect(spent.status()).toBe(200);
    }
    await page.goto('/supplements');
    await page.getByRole('button', { name: 'Actions for Vitamin D3' }).click();
    await page.getByRole('menuitem', { name: 'View Benefits' }).click();

    const dialog = page.getByRole('dialog', { name: 'Vitamin D3 Benefits' });
    await dialog.getByRole('heading', { name: 'Primary Benefits' }).waitFor();
    expect(await dialog.getByText('Daily AI Limit Reached').count()).toBe(0);
  });
});

describe('AI Insights suggestions', () => {
  it('open a Details dialog whose Add puts the supplement in the list through the add-supplement API, then closes', async () => {
    const { page } = await userWith('sam', [{ name: 'Vitamin D3', dosage: '2000 IU' }], { blockSideCalls: [SOTD] });
    const [response] = await Promise.all([page.waitForResponse(isCall('/api/ai/supplement-suggestions')), page.goto('/')]);
    expect(response.status()).toBe(200);
    const { suggestions } = (await response.json()) as { suggestions: { supplementName: string; reasoning: string }[] };
    const first = suggestions[0];
    if (first === undefined) throw new Error('the knowledge base suggested nothing for a Vitamin D3 user');

    const list = page.getByRole('list', { name: 'Suggestions' });
    await list.getByRole('heading', { name: first.supplementName }).waitFor();
    expect(await list.getByRole('listitem').count()).toBeLessThanOrEqual(2);
    await page.getByRole('button', { name: `Details for ${first.supplementName}` }).click();
    const dialog = page.getByRole('dialog', { name: first.supplementName });
    await dialog.getByText(first.reasoning).waitFor();
    await dialog.getByText(/educational, not medical advice/).waitFor();
    expect(await seriousViolationsInBothThemes(page)).toEqual({});
    await screenshot(page, 'suggestion-details-server-desktop-light');

    const [request] = await Promise.all([
      page.waitForRequest((candidate) => candidate.method() === 'POST' && candidate.url().endsWith('/api/supplements')),
      dialog.getByRole('button', { name: 'Add to My Supplements' }).click(),
    ]);
    expect(request.postDataJSON()).toMatchObject({
      name: first.supplementName,
      dosage: '1 capsule',
      frequency: 'daily',
      currentStock: 30,
      lowStockThreshold: 7,
      brand: null,
      notes: first.reasoning.slice(0, 100),
    });
    await toasts(page).getByText('Suggestion added').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('list', { name: 'My Supplements' }).getByRole('heading', { name: first.supplementName }).waitFor();
    await expect
      .poll(() => textOf(statsCard(page, 'Active Supplements')), untilState)
      .toBe('Active Supplements 2 +0 from last month');
    // Already taken now, so it is no longer offered.
    expect(await list.getByRole('heading', { name: first.supplementName, exact: true }).count()).toBe(0);
  });
});

describe('the Supplement of the Day card', () => {
  it("shows the server's supplement with at most 3 benefits and Learn More to its research", async () => {
    const { page } = await userWith('sol', [], { blockSideCalls: [SUGGESTIONS] });
    const [response] = await Promise.all([page.waitForResponse(isCall('/api/supplement-of-the-day')), page.goto('/')]);
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { supplementName: string; researchData: { primaryBenefits: string[] } } | null;
    const card = page.getByRole('region', { name: 'Supplement of the Day' });
    if (body === null) {
      await card.getByText(/Research some supplements/).waitFor();
    } else {
      await card.getByRole('heading', { name: body.supplementName }).waitFor();
      const shown = await card.getByRole('listitem').count();
      expect(shown).toBe(Math.min(3, body.researchData.primaryBenefits.length));
      await card.getByText(/educational, not medical advice/).waitFor();
    }
    await card.getByRole('link', { name: 'Learn More' }).click();
    await page.waitForURL((url) => url.pathname === '/research');
    // Learn More opens that supplement's research.
    if (body !== null) await page.getByRole('heading', { name: body.supplementName, level: 2 }).waitFor();
  });
});

describe('the interaction analysis of a user on sertraline', () => {
  it("warns about St John's wort and about calcium with iron, each with its source and what to do", async () => {
    const { context, page } = await userWith(
      'ivy',
      [
        { name: "St John's Wort", dosage: '300 mg' },
        { name: 'Calcium Carbonate', dosage: '500 mg' },
        { name: 'Iron Bisglycinate', dosage: '25 mg' },
      ],
      { blockSideCalls: [SUGGESTIONS, SOTD] },
    );
    const position = await addPrescriptionThroughApi(context, {
      medicationName: 'Sertraline',
      dosage: '50 mg',
      frequency: 'once-daily',
    });
    await readYourWrites(context, position, '/api/prescriptions');
    await page.goto('/');
    // The checker's findings: St John's wort with sertraline, and calcium with iron.
    await expect
      .poll(() => textOf(statsCard(page, 'Interactions Found')), untilState)
      .toBe('Interactions Found 2 Click to view details');

    const [response] = await Promise.all([
      page.waitForResponse(isCall('/api/ai/analyze-interactions')),
      statsCard(page, 'Interactions Found').getByRole('button').click(),
    ]);
    expect(response.status()).toBe(200);
    const dialog = page.getByRole('dialog', { name: 'Supplement Interaction Analysis' });
    await dialog.getByRole('heading', { name: 'Potential Interactions' }).waitFor();

    const findings = dialog.getByRole('listitem').filter({ hasText: 'What to do:' });
    const stJohns = findings.filter({ hasText: "St John's Wort" }).filter({ hasText: 'Sertraline' });
    await stJohns.first().waitFor();
    const stJohnsText = await textOf(stJohns.first());
    expect(stJohnsText).toContain('Contraindicated');
    expect(stJohnsText).toMatch(/What to do: Do not take St\. John's wort with this medicine/);
    expect(stJohnsText).toMatch(/Sources?: .*NCCIH St\. John's Wort/);

    const calciumIron = findings.filter({ hasText: 'Calcium Carbonate' }).filter({ hasText: 'Iron Bisglycinate' });
    const calciumIronText = await textOf(calciumIron.first());
    expect(calciumIronText).toMatch(/What to do: Take calcium and iron supplements at least 2 hours apart/);
    expect(calciumIronText).toMatch(/Sources?: .*NIH ODS Iron Fact Sheet/);

    await dialog.getByText(/educational, not medical advice/).waitFor();
    await dialog.getByText(/^Answered (from|by) /).waitFor();
    expect(await seriousViolationsInBothThemes(page)).toEqual({});
    await screenshot(page, 'interactions-sertraline-desktop-light');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'interactions-sertraline-mobile-light');
  });
});
