import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newContext, signUpThroughApi, signUpThroughForm, uniqueEmail } from './support/browser.ts';
import { screenshot } from './support/screenshots.ts';
import { untilState } from './support/timeouts.ts';

const require = createRequire(import.meta.url);
const FhirValidator = require('@asymmetrik/fhir-json-schema-validator') as new () => { validate(resource: unknown): unknown[] };
const SEED = fileURLToPath(new URL('../../app/src/testing/seed-history.ts', import.meta.url));
const SCAN = fileURLToPath(new URL('../../app/src/testing/scan-database.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const NOTE = 'keep away from coffee, my own note';
const DAY = 86_400_000;
const dayOf = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY).toISOString().slice(0, 10);

let browser: Browser;
let page: Page;
const email = uniqueEmail('grace');

beforeAll(async () => {
  browser = await launchBrowser();
  // The first account of a system is an admin, and an admin cannot delete itself: someone else comes first.
  await signUpThroughApi(await newContext(browser), uniqueEmail('first'), 'First');
  page = await (await newContext(browser)).newPage();
});

afterAll(async () => {
  await browser.close();
});

const download = async (name: string | RegExp): Promise<Buffer> => {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name }).click()]);
  return readFileSync((await file.path()) ?? '');
};

/** Per needle, the tables (every schema) holding a row whose text contains it. */
const tablesHolding = (needles: readonly string[]): Record<string, string[]> => {
  const out = execFileSync(process.execPath, [SCAN, inject('databaseUrl'), ...needles], { cwd: ROOT, encoding: 'utf8' });
  const { tables, found } = JSON.parse(out) as { tables: number; found: Record<string, string[]> };
  expect(tables).toBeGreaterThan(10);
  return found;
};

describe('a user with a year of history', () => {
  it('signs up, and has a year of supplements, a prescription and daily doses behind them', async () => {
    await signUpThroughForm(page, email, 'Gwendolyn');
    // The scan is not blind: while the account exists it finds the email.
    expect(tablesHolding([email])[email]?.length).toBeGreaterThan(0);
    const userId = await page.evaluate(async () => ((await (await fetch('/api/auth/user')).json()) as { id: string }).id);
    const position = execFileSync(process.execPath, [SEED, inject('databaseUrl'), userId], { cwd: ROOT, encoding: 'utf8' }).trim();
    const supplements = await page.evaluate(async (at) => (await (await fetch('/api/supplements', { headers: { 'x-min-position': at } })).json()) as unknown[], position);
    expect(supplements).toHaveLength(2);
  });

  it('exports JSON, CSV and a FHIR bundle that validates, from the account menu', async () => {
    await page.getByRole('link', { name: 'Account' }).first().click();
    await page.getByRole('heading', { name: 'Export your data' }).waitFor();
    const json = JSON.parse((await download('Download JSON')).toString()) as { events: { type: string }[]; state: { doses: unknown[] } };
    expect(json.events.filter((event) => event.type === 'TakeRecorded')).toHaveLength(364);
    expect(JSON.stringify(json)).toContain(NOTE);
    const csv = async (file: string) => (await download(`Download CSV: ${file}`)).toString().trimEnd().split('\r\n').slice(1);
    const doses = await csv('doses');
    expect(doses).toHaveLength(364);
    expect(doses.filter((line) => line.includes(',missed,'))).toHaveLength(36);
    expect(await csv('supplements')).toHaveLength(2);
    expect(await csv('prescriptions')).toHaveLength(1);
    expect((await csv('courses')).map((line) => line.split(',').slice(2, 5))).toEqual([['Magnesium 90-Day Course', '', 'completed']]);
    expect((await csv('conditions')).map((line) => line.split(',').slice(1, 4))).toEqual([['Vestibular migraine', '', 'moderate']]);
    const bundle = JSON.parse((await download('Download FHIR R4')).toString()) as { entry: { resource: { resourceType: string } }[] };
    expect(new FhirValidator().validate(bundle)).toEqual([]);
    expect(bundle.entry.length).toBe(1 + 2 + 1 + 1 + 1 + 364);
    expect(bundle.entry.filter((entry) => entry.resource.resourceType === 'Condition')).toHaveLength(1);
    await screenshot(page, 'account-desktop-light', { fullPage: true });
  });

  it('sees their regimen six months ago as the history says, and what changed since', async () => {
    await page.getByRole('link', { name: 'Your regimen on any date' }).click();
    await page.getByLabel('Date').fill(dayOf(182));
    await page.getByRole('heading', { name: `On ${dayOf(182)}` }).waitFor();
    const then = page.getByRole('list', { name: `Regimen on ${dayOf(182)}` });
    await expect.poll(() => then.innerText(), untilState).toContain('Magnesium');
    expect(await then.innerText()).toContain('1000 IU');
    expect(await then.innerText()).not.toContain('Iron');
    const changes = await page.getByRole('list', { name: 'Changes since' }).innerText();
    expect(changes).toContain('Dose changed: Vitamin D3 (1000 IU → 2000 IU)');
    expect(changes).toContain('Stopped: Magnesium');
    expect(changes).toContain('Started: Iron');
    expect(await then.innerText()).toContain('Magnesium 90-Day Course');
    expect(await then.innerText()).toContain('Vestibular migraine');
    expect(changes).toContain('Completed: Magnesium 90-Day Course (course)');
    expect(changes).toContain('Severity changed: Vestibular migraine (condition) (mild → moderate)');
    await screenshot(page, 'history-desktop-light', { fullPage: true });
  });

  it('produces the doctor report as a PDF that opens and has the regimen and adherence', async () => {
    await page.getByRole('link', { name: 'Make a report for your doctor' }).click();
    await page.getByRole('heading', { name: 'Adherence over the period' }).waitFor();
    await screenshot(page, 'report-desktop-light', { fullPage: true });
    const pdf = await download('PDF');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
    expect(text).toContain('Since my last visit');
    expect(text).toContain('1000 IU -> 2000 IU');
    expect(text).toMatch(/Vitamin D3: \d+ of \d+ doses taken/);
    expect(text).toContain('Health conditions');
    expect(text).toContain('Vestibular migraine: moderate');
  });

  it('deletes the account: none of their personal data is left in any table, and they cannot sign in', async () => {
    await page.goto('/account');
    await page.getByRole('button', { name: 'Delete account…' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete your account for good?' });
    await dialog.getByLabel('Password').fill('correct horse battery');
    await Promise.all([page.waitForURL((url) => url.pathname === '/'), dialog.getByRole('button', { name: 'Delete my account' }).click()]);
    await page.getByRole('link', { name: 'Get Started Free' }).waitFor();

    await expect.poll(() => tablesHolding([email, 'Gwendolyn', NOTE, 'Vestibular migraine']), untilState).toEqual({ [email]: [], Gwendolyn: [], [NOTE]: [], 'Vestibular migraine': [] });
    const signIn = await page.evaluate(
      async (who) => (await fetch('/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: who, password: 'correct horse battery' }) })).status,
      email,
    );
    expect(signIn).toBe(401);
  });
});
