import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations, seriousViolationsInBothThemes } from './support/axe.ts';
import { DESKTOP, launchBrowser, MOBILE, newContext, openDemo, signUpThroughApi, uniqueEmail, type Theme } from './support/browser.ts';
import { toasts } from './support/dashboard.ts';
import { screenshot } from './support/screenshots.ts';
import { untilState } from './support/timeouts.ts';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newContext(browser);
  await signUpThroughApi(context, uniqueEmail('research'), 'Rosa');
  page = await context.newPage();
});

afterAll(async () => {
  await browser.close();
});

const result = (p: Page) => p.getByRole('region', { name: /./ }).filter({ has: p.locator('#research-result-heading') });

async function research(p: Page, name: string): Promise<void> {
  const input = p.getByLabel('Supplement name');
  await input.fill(name);
  await input.press('Enter');
}

type KeptSupplement = { name: string; currentStock: number | null; lowStockThreshold: number | null; frequency: string; nextDueTime: string | null };

async function keptSupplements(c: BrowserContext): Promise<KeptSupplement[]> {
  return (await (await c.request.get('/api/supplements')).json()) as KeptSupplement[];
}

describe('the Research page', () => {
  it('keeps the Research button disabled while the name is blank', async () => {
    await page.goto('/research');
    await page.getByRole('heading', { name: 'Supplement Research', level: 1 }).waitFor();
    const button = page.getByRole('button', { name: 'Research', exact: true });
    expect(await button.isDisabled()).toBe(true);
    await page.getByLabel('Supplement name').fill('   ');
    expect(await button.isDisabled()).toBe(true);
    // The collection is shared by every user of the app: empty only when no e2e file researched or
    // seeded before this one (the admin e2e seeds it). Either way the page shows what the server has.
    const cache = (await (await context.request.get('/api/supplement-cache')).json()) as Record<string, unknown[]>;
    const researched = Object.values(cache).reduce((total, entries) => total + entries.length, 0);
    const collection = page.getByRole('region', { name: 'Researched Supplements' });
    if (researched === 0) await collection.getByText('No supplements have been researched yet', { exact: false }).waitFor();
    else await collection.getByText(`${researched} supplements researched by Regimen users, by category.`).waitFor();
  });

  it('researches ashwagandha on Enter, shows every part of the result, and adds it with the spec defaults', async () => {
    await research(page, 'ashwagandha');
    await page.getByRole('heading', { name: 'Ashwagandha', level: 2 }).waitFor();
    const card = result(page);
    for (const part of ['Recommended dosage', 'Timing', 'Food interaction', 'Primary benefits', 'Side effects', 'Drug interactions', 'Sources']) {
      await card.getByText(part, { exact: true }).first().waitFor();
    }
    await card.getByText(/^(High|Moderate|Limited|Insufficient) evidence$/).waitFor();

    await card.getByRole('button', { name: 'Add to My Supplements' }).click();
    await toasts(page).getByText('Supplement added').waitFor();
    await card.getByRole('button', { name: 'In My Supplements' }).waitFor();
    await expect.poll(async () => (await keptSupplements(context)).map((s) => s.name), untilState).toContain('Ashwagandha');
    const added = (await keptSupplements(context)).find((s) => s.name === 'Ashwagandha');
    expect(added).toMatchObject({ currentStock: 30, lowStockThreshold: 10, frequency: 'daily', nextDueTime: expect.stringMatching(/8:00 AM$/) });
  });

  it('shows retailer search links in the marketplace card, and no invented prices', async () => {
    const market = page.getByRole('region', { name: 'Where to Buy' });
    const amazon = market.getByRole('link', { name: 'Search Amazon for Ashwagandha' });
    await amazon.waitFor();
    expect(await amazon.getAttribute('href')).toMatch(/^https:\/\/www\.amazon\.com\/s\?k=Ashwagandha/);
    expect(await market.getByRole('link').count()).toBeGreaterThan(1);
    expect(await market.textContent()).not.toMatch(/\$\d/);
  });

  it('answers a name it does not know with the closest names it knows, one click from their research', async () => {
    await research(page, 'ashwaganda');
    await page.getByRole('heading', { name: '“ashwaganda” is not in our knowledge base yet' }).waitFor();
    await page.getByRole('list', { name: 'Closest known names' }).getByRole('button', { name: 'Ashwagandha' }).click();
    await page.getByRole('heading', { name: 'Ashwagandha', level: 2 }).waitFor();
  });

  it('adds another supplement from the research cache dialog, with threshold 7', async () => {
    await research(page, 'magnesium');
    await result(page).getByRole('button', { name: 'Add to My Supplements' }).waitFor();
    const cache = page.getByRole('region', { name: 'Researched Supplements' });
    const entry = cache.getByRole('button', { name: /^Magnesium/ });
    await entry.waitFor();
    await cache.getByRole('heading', { name: /^Minerals/ }).waitFor();
    await entry.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: /^Magnesium/ }).waitFor();
    expect(await seriousViolations(page).then((summary) => summary.serious)).toEqual([]);
    await dialog.getByRole('button', { name: 'Add to My Supplements' }).click();
    await toasts(page).getByText('Supplement added').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(async () => (await keptSupplements(context)).length, untilState).toBe(2);
    const magnesium = (await keptSupplements(context)).find((s) => s.name.startsWith('Magnesium'));
    expect(magnesium).toMatchObject({ currentStock: 30, lowStockThreshold: 7, frequency: 'daily', nextDueTime: expect.stringMatching(/8:00 AM$/) });
  });

  it('lists the research history with name, evidence and when', async () => {
    await page.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('region', { name: 'Research History' });
    await history.getByRole('button', { name: 'Ashwagandha' }).first().waitFor();
    await history.getByRole('button', { name: /^Magnesium/ }).first().waitFor();
    expect(await history.locator('time').count()).toBeGreaterThanOrEqual(2);
    expect(await seriousViolationsInBothThemes(page)).toEqual({});
  });

  it('is pictured on desktop and phone, light and dark', async () => {
    for (const viewport of [DESKTOP, MOBILE]) {
      for (const theme of ['light', 'dark'] as Theme[]) {
        const shotContext = await newContext(browser, { viewport, theme });
        await shotContext.addCookies(await context.cookies());
        const shotPage = await shotContext.newPage();
        await shotPage.goto('/research?name=ashwagandha');
        await shotPage.getByRole('heading', { name: 'Ashwagandha', level: 2 }).waitFor();
        await shotPage.getByRole('link', { name: 'Search Amazon for Ashwagandha' }).waitFor();
        await screenshot(shotPage, `research-server-${viewport === DESKTOP ? 'desktop' : 'mobile'}-${theme}`, { fullPage: true });
        await shotContext.close();
      }
    }
  });
});

const SIGNED_IN_ROUTES = ['/', '/supplements', '/prescriptions', '/research', '/schedule', '/health', '/privacy-policy', '/terms-of-service', '/disclaimer', '/help', '/contact', '/no-such-page'];
const PUBLIC_ROUTES = ['/', '/privacy-policy', '/terms-of-service', '/disclaimer', '/help', '/contact', '/api/login', '/api/login?mode=signup'];

/** Wider than the viewport means a sideways scroll on a phone. */
const overflow = (p: Page) => p.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Controls under the floating feedback button once the page is scrolled to its end (where the last controls are). */
const controlsUnderFeedbackButton = (p: Page) =>
  p.evaluate(async () => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const fab = document.querySelector<HTMLElement>('button[aria-label="Send Feedback"].fixed');
    if (!fab) return ['no feedback button'];
    const f = fab.getBoundingClientRect();
    return [...document.querySelectorAll<HTMLElement>('a, button, input, select, textarea')]
      .filter((element) => element !== fab && element.offsetParent !== null)
      .filter((element) => {
        const r = element.getBoundingClientRect();
        return r.width > 0 && r.left < f.right && r.right > f.left && r.top < f.bottom && r.bottom > f.top;
      })
      .map((element) => element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.tagName);
  });

describe('on a 390 px phone', () => {
  it('no signed-in page is wider than the screen, and the feedback button covers no control', async () => {
    // A long name in the shared collection ("Vitamin D (D3 cholecalciferol, D2 ergocalciferol)") once
    // pushed the phone's page 10 px wide: keep one there.
    expect((await context.request.post('/api/research', { data: { supplementName: 'vitamin d' } })).status()).toBe(200);
    const phone = await newContext(browser, { viewport: MOBILE });
    await phone.addCookies(await context.cookies());
    const p = await phone.newPage();
    const found: Record<string, unknown> = {};
    for (const route of SIGNED_IN_ROUTES) {
      await p.goto(route);
      await p.getByRole('heading', { level: 1 }).first().waitFor();
      await p.waitForLoadState('networkidle');
      const wider = await overflow(p);
      const covered = await controlsUnderFeedbackButton(p);
      if (wider > 0 || covered.length > 0) found[route] = { wider, covered };
    }
    expect(found).toEqual({});
    // All six destinations, the theme and sign-out fit the bar without scrolling.
    const bar = p.getByRole('navigation', { name: 'Main' });
    expect(await bar.getByRole('link').count()).toBe(6);
    expect(await bar.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
    for (const name of ['Switch to dark theme', 'Sign Out']) {
      const box = await p.getByRole('button', { name, exact: true }).last().boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(MOBILE.width);
    }
    await phone.close();
  });

  it('no public page is wider than the screen, signed out', async () => {
    const phone = await newContext(browser, { viewport: MOBILE });
    const p = await phone.newPage();
    const found: Record<string, number> = {};
    for (const route of PUBLIC_ROUTES) {
      await p.goto(route);
      await p.getByRole('heading', { level: 1 }).first().waitFor();
      const wider = await overflow(p);
      if (wider > 0) found[route] = wider;
    }
    expect(found).toEqual({});
    await phone.close();
  });

  it('keeps the floating feedback button under the cache dialog, off its buttons', async () => {
    // A long name in the shared collection ("Vitamin D (D3 cholecalciferol, D2 ergocalciferol)") once
    // pushed the phone's page 10 px wide: keep one there.
    expect((await context.request.post('/api/research', { data: { supplementName: 'vitamin d' } })).status()).toBe(200);
    const phone = await newContext(browser, { viewport: MOBILE });
    await phone.addCookies(await context.cookies());
    const p = await phone.newPage();
    await p.goto('/research');
    await p.getByRole('region', { name: 'Researched Supplements' }).getByRole('button', { name: 'Ashwagandha' }).click();
    const dialog = p.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Cancel' }).waitFor();
    for (const button of await dialog.getByRole('button').all()) {
      const box = await button.boundingBox();
      if (!box) continue;
      const onTop = await p.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest('[role="dialog"]') !== null,
        { x: box.x + box.width / 2, y: box.y + box.height / 2 },
      );
      expect(onTop).toBe(true);
    }
    await phone.close();
  });
});

describe('before signing in', () => {
  it('the landing page links the privacy policy, with the sections the spec lists', async () => {
    const visitor = await (await newContext(browser)).newPage();
    await visitor.goto('/');
    await visitor.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Privacy Policy' }).click();
    await visitor.getByRole('heading', { name: 'Privacy Policy', level: 1 }).waitFor();
    for (const heading of ['Information we collect', 'Data security', 'Third-party AI service', 'Your rights', 'Contact']) {
      await visitor.getByRole('heading', { name: heading, level: 2 }).waitFor();
    }
    await visitor.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Terms of Service' }).click();
    await visitor.getByRole('heading', { name: 'Medical disclaimer', level: 2 }).waitFor();
    await visitor.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Contact Us' }).click();
    await visitor.getByRole('heading', { name: 'Privacy and your data', level: 2 }).waitFor();
    expect(await seriousViolationsInBothThemes(visitor)).toEqual({});
    await screenshot(visitor, 'contact-signed-out-desktop-light');
  });

  it('the sign-in page has the product look and passes axe in light and dark', async () => {
    for (const theme of ['light', 'dark'] as Theme[]) {
      for (const viewport of [DESKTOP, MOBILE]) {
        const visitor = await (await newContext(browser, { theme, viewport })).newPage();
        await visitor.goto('/api/login');
        await visitor.getByRole('link', { name: 'Regimen home' }).waitFor();
        expect((await seriousViolations(visitor)).serious).toEqual([]);
        await screenshot(visitor, `sign-in-${viewport === DESKTOP ? 'desktop' : 'mobile'}-${theme}`);
      }
    }
  });
});

describe('demo mode', () => {
  it('shows research with sample history and cache, and Learn More opens the supplement of the day’s research', async () => {
    const demo = await (await newContext(browser)).newPage();
    await openDemo(demo);
    const sotd = demo.getByRole('region', { name: 'Supplement of the Day' });
    const name = (await sotd.getByRole('heading', { level: 3 }).textContent())?.trim() ?? '';
    expect(name).not.toBe('');
    await sotd.getByRole('link', { name: 'Learn More' }).click();
    await demo.getByRole('heading', { name, level: 2 }).waitFor();
    expect(new URL(demo.url()).pathname).toBe('/research');

    await demo.getByRole('button', { name: 'History' }).click();
    await demo.getByRole('region', { name: 'Research History' }).getByRole('button', { name: /^Magnesium/ }).waitFor();
    const cache = demo.getByRole('region', { name: 'Researched Supplements' });
    await cache.getByRole('heading', { name: /^Vitamins/ }).waitFor();
    await demo.getByRole('link', { name: /^Search Amazon for / }).waitFor();
    expect(await seriousViolationsInBothThemes(demo)).toEqual({});
    for (const viewport of [DESKTOP, MOBILE]) {
      for (const theme of ['light', 'dark'] as Theme[]) {
        const shot = await (await newContext(browser, { viewport, theme })).newPage();
        await openDemo(shot, '/research');
        await shot.getByRole('region', { name: 'Researched Supplements' }).getByRole('heading', { name: /^Vitamins/ }).waitFor();
        await screenshot(shot, `research-${viewport === DESKTOP ? 'desktop' : 'mobile'}-${theme}`, { fullPage: true });
      }
    }
  });
});
