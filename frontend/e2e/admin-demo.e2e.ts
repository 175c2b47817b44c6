import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { DESKTOP, launchBrowser, newContext, openDemo, VIEWS } from './support/browser.ts';
import { screenshot } from './support/screenshots.ts';
import { untilState } from './support/timeouts.ts';

/**
 * Every admin page in demo mode, without an account: each action goes through the domain's
 * deciders in the browser's demo store (frontend/src/features/admin*\/demo), and the pages read
 * the result back as they read the server's. One page load throughout (client-side links), since
 * the demo's events live in the page.
 */

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

const userRow = (page: Page, email: string) => page.getByRole('list', { name: 'Users' }).getByRole('listitem').filter({ hasText: email });

describe('the admin area in demo mode', () => {
  it('blocks, unblocks, changes a tier, promotes, revokes and deletes; feedback, seeding, refresh, audit and rebuild all work', async () => {
    const page = await (await newContext(browser, { viewport: DESKTOP })).newPage();
    page.on('dialog', (dialog) => void dialog.accept());
    await openDemo(page, '/admin');
    const tom = userRow(page, 'tom.becker@example.com');
    await tom.waitFor();

    await tom.getByRole('button', { name: 'Block', exact: true }).click();
    await page.getByLabel('Reason').fill('Sharing one account');
    await page.getByRole('button', { name: 'Block user' }).click();
    await page.getByRole('checkbox', { name: 'Include blocked users' }).check();
    await tom.getByText('Reason: Sharing one account').waitFor();
    await tom.getByRole('button', { name: 'Unblock' }).click();
    await tom.getByRole('button', { name: 'Block', exact: true }).waitFor();

    await tom.getByRole('combobox').selectOption('pro');
    await expect.poll(() => tom.getByRole('combobox').inputValue(), untilState).toBe('pro');
    await tom.getByRole('button', { name: 'Make admin' }).click();
    await tom.getByRole('button', { name: 'Revoke admin' }).waitFor();
    expect(await tom.getByRole('button', { name: 'Delete' }).isDisabled()).toBe(true);
    await tom.getByRole('button', { name: 'Revoke admin' }).click();
    await tom.getByRole('button', { name: 'Make admin' }).waitFor();

    const aiko = userRow(page, 'aiko.tanaka@example.com');
    await aiko.getByRole('button', { name: 'Delete' }).click();
    await aiko.waitFor({ state: 'detached' });

    await page.getByRole('tab', { name: 'Feedback' }).click();
    const item = page.getByRole('list', { name: 'Feedback' }).getByRole('listitem').first();
    await item.getByLabel('Admin notes').fill('Looked at in the demo');
    await item.getByRole('button', { name: 'Resolved' }).click();
    await expect.poll(() => item.getByRole('button', { name: 'Resolved' }).isDisabled(), untilState).toBe(true);

    await page.getByRole('tab', { name: 'Supplements' }).click();
    await page.getByRole('button', { name: 'Test seed (16)' }).click();
    const count = async () => Number((await page.getByText(/^\d+ \/ 256 supplements$/).textContent())?.split(' ')[0]);
    await expect.poll(count, untilState).toBeGreaterThanOrEqual(16);

    await page.getByRole('tab', { name: 'Data Refresh' }).click();
    await page.getByRole('button', { name: 'Run batch refresh' }).click();
    await page.getByRole('status').filter({ hasText: /Nothing was due for a refresh|Refreshed \d+ of/ }).waitFor();

    // The audit trail shows the demo admin's block of Tom, with the admin as its actor.
    await page.getByRole('link', { name: 'Audit trail' }).click();
    const block = page.getByTestId('audit-entry').filter({ hasText: 'AccountBlocked' }).filter({ hasText: 'Sharing one account' });
    await block.first().waitFor();
    expect(await block.first().textContent()).toMatch(/admin/i);

    await page.getByRole('link', { name: 'Projections' }).click();
    await page.getByRole('button', { name: 'Rebuild all' }).click();
    await page.getByRole('progressbar', { name: 'Rebuild progress' }).waitFor({ state: 'detached', timeout: 15_000 });
    await expect.poll(async () => (await page.getByTestId('rebuild-history').locator('tbody tr').first().textContent()) ?? '', untilState).toContain('Succeeded');
  });

  for (const [name, viewport, theme] of VIEWS) {
    it(`shows every admin page without serious accessibility violations (${name})`, async () => {
      const context = await newContext(browser, { viewport, theme });
      const page = await context.newPage();
      await openDemo(page, '/admin');
      await page.getByText('Total Users').waitFor();
      await screenshot(page, `admin-demo-users-${name}`, { fullPage: true });
      expect((await seriousViolations(page)).serious).toEqual([]);
      for (const tab of ['Feedback', 'Supplements', 'Data Refresh']) {
        await page.getByRole('tab', { name: tab }).click();
        expect((await seriousViolations(page)).serious, tab).toEqual([]);
      }
      await page.getByRole('link', { name: 'Admin Dashboard' }).click();
      await page.getByText('Most Requested AI Endpoints').waitFor();
      await screenshot(page, `admin-demo-dashboard-${name}`, { fullPage: true });
      expect((await seriousViolations(page)).serious).toEqual([]);
      await page.getByRole('link', { name: 'Admin Panel' }).click();
      await page.getByRole('link', { name: 'Rate Limiting' }).click();
      await page.getByRole('heading', { name: 'API Rate Limiting' }).waitFor();
      await screenshot(page, `admin-demo-rate-limiting-${name}`, { fullPage: true });
      expect((await seriousViolations(page)).serious).toEqual([]);
      await context.close();
    });
  }
});
