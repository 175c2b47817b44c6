import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from 'playwright-core';

const SCREENSHOT_DIR = fileURLToPath(new URL('../screenshots/', import.meta.url));

/** Long pages are cut here: enough to see the screen, small enough to keep in git. */
const MAX_HEIGHT = 1600;

/**
 * `name.png` in e2e/screenshots. `element` pictures only that element. `fullPage` shows below the fold too (up to MAX_HEIGHT) by making
 * the window that tall, so fixed bars stay at its bottom edge as a person would see them.
 */
export async function screenshot(
  page: Page,
  name: string,
  options: { fullPage?: boolean; element?: Locator } = {},
): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  // No hover state, caret or animation frame in the picture, so reruns give the same image.
  await page.mouse.move(0, 0);
  const shot = { path: `${SCREENSHOT_DIR}${name}.png`, caret: 'hide', animations: 'disabled', scale: 'css' } as const;
  // One panel of a long page: just that element, scrolled into view.
  if (options.element) return void (await options.element.screenshot(shot));
  const viewport = page.viewportSize();
  if (!options.fullPage || viewport === null) return void (await page.screenshot(shot));
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({
    width: viewport.width,
    height: Math.min(Math.max(height, viewport.height), MAX_HEIGHT),
  });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.screenshot(shot);
  await page.setViewportSize(viewport);
}
