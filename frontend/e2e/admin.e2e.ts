import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { launchBrowser, MOBILE, newContext, openDemo, signUpThroughApi, uniqueEmail, VIEWS } from './support/browser.ts';
import { screenshot } from './support/screenshots.ts';
import { untilState } from './support/timeouts.ts';

/** global-setup.ts names this address in ADMIN_EMAILS, so its account is an administrator. */
const ADMIN_EMAIL = 'e2e-admin@example.com';
const PASSWORD = 'correct horse battery';

let browser: Browser;
let admin: BrowserContext;
let page: Page;
let memberEmail: string;
let member: BrowserContext;

const signIn = async (context: BrowserContext, email: string) => {
  const response = await context.request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  if (!response.ok()) throw new Error(`login failed: ${response.status()}`);
};

beforeAll(async () => {
  browser = await launchBrowser();
  // The first account of an empty system becomes an admin too: let a bystander take that, so the member below is a member.
  await signUpThroughApi(await newContext(browser), uniqueEmail('first'), 'First');
  admin = await newContext(browser);
  const registered = await admin.request.post('/api/auth/register', { data: { email: ADMIN_EMAIL, password: PASSWORD, firstName: 'Ada' } });
  if (registered.status() === 409) await signIn(admin, ADMIN_EMAIL);
  page = await admin.newPage();
  member = await newContext(browser);
  memberEmail = uniqueEmail('milo');
  await signUpThroughApi(member, memberEmail, 'Milo');
});

afterAll(async () => {
  await browser.close();
});

const userRow = (email: string) => page.getByRole('list', { name: 'Users' }).getByRole('listitem').filter({ hasText: email });

describe('the Users tab', () => {
  it('finds a user, blocks them with a reason (their session stops), unblocks, changes the tier, promotes and revokes', async () => {
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Users' }).click();
    await page.getByLabel('Search users').fill(memberEmail.slice(0, 12));
    await userRow(memberEmail).waitFor();

    await userRow(memberEmail).getByRole('button', { name: 'Block', exact: true }).click();
    await page.getByRole('button', { name: 'Block user' }).click();
    await page.getByText('A reason is required').waitFor();
    await page.getByLabel('Reason').fill('Posting spam');
    await page.getByRole('button', { name: 'Block user' }).click();
    await expect.poll(async () => (await member.request.get('/api/auth/user')).status(), untilState).toBe(401);
    await page.getByRole('checkbox', { name: 'Include blocked users' }).check();
    await userRow(memberEmail).getByText('Reason: Posting spam').waitFor();

    await userRow(memberEmail).getByRole('button', { name: 'Unblock' }).click();
    await userRow(memberEmail).getByRole('button', { name: 'Block', exact: true }).waitFor();
    await signIn(member, memberEmail);

    await userRow(memberEmail).getByRole('combobox').selectOption('pro');
    await expect.poll(async () => ((await (await member.request.get('/api/auth/user')).json()) as { tier: string }).tier, untilState).toBe('pro');

    await userRow(memberEmail).getByRole('button', { name: 'Make admin' }).click();
    await userRow(memberEmail).getByText('Admin', { exact: true }).waitFor();
    expect(await userRow(memberEmail).getByRole('button', { name: 'Delete' }).isDisabled()).toBe(true);
    await userRow(memberEmail).getByRole('button', { name: 'Revoke admin' }).click();
    await userRow(memberEmail).getByRole('button', { name: 'Make admin' }).waitFor();
    expect((await member.request.get('/api/admin/users')).status()).toBe(403);
  });
});

describe('a member visiting the admin area', () => {
  it('sees the "admins only" page, and every admin call answers 403', async () => {
    const memberPage = await member.newPage();
    await memberPage.goto('/admin');
    await memberPage.getByRole('heading', { name: 'Admins only' }).waitFor();
    expect((await member.request.get('/api/admin/users/stats')).status()).toBe(403);
    await screenshot(memberPage, 'admin-admins-only-desktop-light');
    await memberPage.close();
  });
});

describe('the Feedback tab', () => {
  it('shows feedback a user sent; status and notes persist', async () => {
    const message = `The chart is blank ${memberEmail}`;
    expect((await member.request.post('/api/feedback', { data: { type: 'bug', message, page: '/schedule' } })).status()).toBe(201);
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Feedback' }).click();
    const item = page.getByRole('list', { name: 'Feedback' }).getByRole('listitem').filter({ hasText: message });
    await item.waitFor();
    expect(await item.getByRole('button', { name: 'Mark as New' }).isDisabled()).toBe(true);
    await item.getByLabel('Admin notes').fill('Reproduced on Safari');
    await item.getByRole('button', { name: 'Reviewed' }).click();
    await expect.poll(() => item.getByRole('button', { name: 'Reviewed' }).isDisabled(), untilState).toBe(true);

    await page.reload();
    await page.getByRole('tab', { name: 'Feedback' }).click();
    await item.waitFor();
    expect(await item.getByLabel('Admin notes').inputValue()).toBe('Reproduced on Safari');
    expect(await item.getByRole('button', { name: 'Reviewed' }).isDisabled()).toBe(true);
  });
});

describe('the Supplements tab', () => {
  it('runs a test seed to 16 supplements with the buttons disabled meanwhile, and a second one has nothing to do', async () => {
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Supplements' }).click();
    await page.getByText('No seeding in progress.').waitFor();
    await page.getByRole('button', { name: 'Test seed (16)' }).click();
    await page.getByText(/supplements to research/).first().waitFor();
    await page.getByText('No seeding in progress.').waitFor({ timeout: 60_000 });
    const count = async () => Number((await page.getByText(/^\d+ \/ 256 supplements$/).textContent())?.split(' ')[0]);
    await expect.poll(count, untilState).toBeGreaterThanOrEqual(16);
    expect(await page.getByRole('button', { name: 'Seed full database' }).isDisabled()).toBe(false);

    await page.getByRole('button', { name: 'Test seed (16)' }).click();
    await page.getByText('Nothing to seed', { exact: true }).first().waitFor();
  });
});

describe('a signed-out visitor', () => {
  it('is sent to sign in after about two seconds', async () => {
    const visitor = await (await newContext(browser)).newPage();
    await visitor.goto('/admin');
    await visitor.getByText('Sign in required').waitFor();
    await visitor.waitForURL(/\/api\/login/);
  });
});

describe('the admin pages, desktop and mobile, light and dark', () => {
  for (const [name, viewport, theme] of VIEWS) {
    it(`render without serious accessibility violations (${name})`, async () => {
      const context = await newContext(browser, { viewport, theme });
      await context.addCookies(await admin.cookies());
      const view = await context.newPage();
      await view.goto('/admin');
      await view.getByText('Total Users').waitFor();
      await screenshot(view, `admin-users-${name}`, { fullPage: true });
      expect((await seriousViolations(view)).serious).toEqual([]);
      await view.goto('/admin/dashboard');
      await view.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
      await screenshot(view, `admin-dashboard-${name}`, { fullPage: true });
      expect((await seriousViolations(view)).serious).toEqual([]);
      await view.goto('/admin/rate-limiting');
      await view.getByRole('heading', { name: 'API Rate Limiting' }).waitFor();
      expect((await seriousViolations(view)).serious).toEqual([]);
      await context.close();
    });
  }

  it('work in demo mode without an account', async () => {
    const demo = await (await newContext(browser, { viewport: MOBILE })).newPage();
    await openDemo(demo, '/admin');
    await demo.getByText('maria.lopez@example.com').waitFor();
    await demo.getByRole('tab', { name: 'Feedback' }).click();
    await demo.getByText('export my intake history').waitFor();
    await screenshot(demo, 'admin-demo-feedback-mobile-light', { fullPage: true });
    await demo.goto('/admin/dashboard');
    await demo.getByText('Most Requested AI Endpoints').waitFor();
    expect((await seriousViolations(demo)).serious).toEqual([]);
  });
});
