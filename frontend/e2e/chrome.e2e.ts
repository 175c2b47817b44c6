import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, MOBILE, newContext, openDemo } from './support/browser.ts';
import { toasts } from './support/dashboard.ts';
import { untilState } from './support/timeouts.ts';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));

describe('the theme', () => {
  it('follows the system preference until the user chooses, then keeps the choice across reloads', async () => {
    const page = await (await newContext(browser, { theme: 'light' })).newPage();
    await page.goto('/');
    expect(await isDark(page)).toBe(false);

    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    expect(await isDark(page)).toBe(true);
    await page.reload();
    await page.getByRole('button', { name: 'Switch to light theme' }).waitFor();
    expect(await isDark(page)).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  });

  it('starts dark on a dark system, unless light was chosen', async () => {
    const context = await newContext(browser, { theme: 'dark' });
    const page = await context.newPage();
    await page.goto('/');
    expect(await isDark(page)).toBe(true);
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await page.reload();
    expect(await isDark(page)).toBe(false);
  });
});

describe('the 404 page', () => {
  it('is all a signed-out visitor sees outside the landing page', async () => {
    const page = await (await newContext(browser)).newPage();
    for (const path of ['/supplements', '/research', '/no-such-page']) {
      await page.goto(path);
      await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
      await page.getByText('Did you forget to add the page to the router?').waitFor();
    }
    // The legal, help and contact pages are readable before signing in (issue 11).
    for (const [path, title] of [['/privacy-policy', 'Privacy Policy'], ['/terms-of-service', 'Terms of Service'], ['/contact', 'Contact Us']]) {
      await page.goto(path ?? '/');
      await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    }
  });

  it('shows inside the app chrome for an unknown path when signed in or in demo mode', async () => {
    const page = await (await newContext(browser)).newPage();
    await openDemo(page, '/no-such-page');
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).waitFor();
    expect(await page.getByRole('main').count()).toBe(1);
  });
});

describe('small screens', () => {
  it('show the bottom bar instead of the header links', async () => {
    const page = await (await newContext(browser, { viewport: MOBILE })).newPage();
    await openDemo(page);
    const bar = page.getByRole('navigation', { name: 'Main' });
    await bar.getByRole('link', { name: 'Supplements' }).waitFor();
    // Only one "Main" navigation is visible: the header's is hidden below 768 px.
    expect(await bar.count()).toBe(1);
    // One word each, so all six fit beside the theme and sign-out at 390 px; the names stay whole.
    expect(await bar.getByRole('link').allInnerTexts()).toEqual(['Home', 'Supps', 'Meds', 'Research', 'Schedule', 'Health']);
    expect(await bar.getByRole('link', { name: 'My Prescriptions' }).count()).toBe(1);
    const box = await bar.boundingBox();
    expect(box && Math.round(box.y + box.height)).toBe(MOBILE.height);
    await page.getByRole('button', { name: 'Switch to dark theme' }).waitFor();
    await page.getByRole('button', { name: 'Exit Demo' }).last().waitFor();

    await bar.getByRole('link', { name: 'Supplements' }).click();
    await page.getByRole('heading', { name: 'My Supplements', level: 1 }).waitFor();
  });

  it('are not what a desktop shows', async () => {
    const page = await (await newContext(browser, { viewport: DESKTOP })).newPage();
    await openDemo(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'My Prescriptions' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Home' }).count()).toBe(0);
  });
});

describe('the footer', () => {
  it('links the legal and help pages, and the legal pages are dated today', async () => {
    const page = await (await newContext(browser)).newPage();
    await openDemo(page);
    const footer = page.getByRole('navigation', { name: 'Footer' });
    await footer.getByRole('link').first().waitFor();
    const links = await footer
      .getByRole('link')
      .evaluateAll((elements) => elements.map((element) => element.getAttribute('href')));
    expect(links).toEqual(['/privacy-policy', '/terms-of-service', '/disclaimer', '/help', '/contact']);
    // Send Feedback is a button that opens the feedback dialog, not a page.
    await footer.getByRole('button', { name: 'Send Feedback' }).click();
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    const today = new Date().toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
    await footer.getByRole('link', { name: 'Privacy Policy' }).click();
    await page.getByRole('heading', { name: 'Privacy Policy', level: 1 }).waitFor();
    await page.getByText(`Last updated: ${today}`).waitFor();
    await footer.getByRole('link', { name: 'Terms of Service' }).click();
    await page.getByRole('heading', { name: 'Terms of Service', level: 1 }).waitFor();
    await page.getByText(`Last updated: ${today}`).waitFor();
  });
});

describe('notifications', () => {
  it('show one toast at a time, and F8 moves focus to them', async () => {
    const page = await (await newContext(browser)).newPage();
    await openDemo(page);
    const marks = page.getByRole('button', { name: /^Mark .* as taken$/ });
    await marks.first().click();
    await toasts(page).getByText('Supplement taken').waitFor();
    await marks.first().click();
    await expect
      .poll(() => page.getByRole('button', { name: /^Unmark .* as taken$/ }).count(), untilState)
      .toBeGreaterThanOrEqual(2);
    await expect.poll(() => toasts(page).locator('li').count(), untilState).toBe(1);
    await toasts(page).getByText('Supplement taken').waitFor();

    await page.keyboard.press('F8');
    expect(
      await page.evaluate(() => document.activeElement?.closest('[role="region"]')?.getAttribute('aria-label')),
    ).toMatch(/Notifications/);
  });
});
