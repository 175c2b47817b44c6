import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, ElementContext, Result, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

// Evaluated, not added as a <script>: the app's Content-Security-Policy refuses inline scripts,
// and a test must not loosen the policy it runs under (frontend/e2e/csp.e2e.ts).
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

declare global {
  interface Window {
    axe: { run: (context: ElementContext, options: RunOptions) => Promise<AxeResults> };
  }
}

export type AxeSummary = { serious: string[]; rulesRun: number };

/**
 * Serious and critical violations, as readable lines. With a dialog or menu open only that layer is
 * checked: the page behind it is inert (aria-hidden) and was checked on its own.
 */
export async function seriousViolations(page: Page): Promise<AxeSummary> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(() => {
    const layers = document.querySelectorAll('[role="dialog"], [role="alertdialog"], [role="menu"]');
    const context = layers.length > 0 ? layers[layers.length - 1] : document;
    // WCAG 2.x A and AA: the best-practice rules (landmarks, heading order) are advice, and slow on big pages.
    const runOnly = { type: 'tag' as const, values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] };
    return window.axe.run(context ?? document, { resultTypes: ['violations'], runOnly });
  });
  const serious = results.violations
    .filter((violation: Result) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation: Result) => {
      const nodes = violation.nodes.map((node) => {
        // Contrast failures carry their colours and ratio, which say more than the selector.
        const data = node.any[0]?.data as { fgColor?: string; bgColor?: string; contrastRatio?: number } | undefined;
        const colours = data?.contrastRatio ? ` [${data.fgColor} on ${data.bgColor}: ${data.contrastRatio}]` : '';
        return `${node.target.join(' ')}${colours}`;
      });
      return `${violation.id} (${violation.impact}): ${violation.help} — ${nodes.join(', ')}`;
    });
  return {
    serious,
    rulesRun:
      results.passes.length + results.violations.length + results.incomplete.length + results.inapplicable.length,
  };
}

/**
 * Flips the theme with the page's own toggle. A programmatic click reaches React's handler even
 * while a modal dialog makes the header inert, and sends no pointer event that would close it.
 */
export async function toggleTheme(page: Page): Promise<'light' | 'dark'> {
  return page.evaluate(() => {
    const toggle = document.querySelector<HTMLButtonElement>('button[aria-label^="Switch to"]');
    if (!toggle) throw new Error('no theme toggle on this page');
    toggle.click();
    return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
  });
}

/** Serious violations in the current theme and in the other one, labelled by theme; the theme is restored. */
export async function seriousViolationsInBothThemes(page: Page): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (let pass = 0; pass < 2; pass += 1) {
    const theme = await page.evaluate(() => (document.documentElement.classList.contains('dark') ? 'dark' : 'light'));
    const { serious } = await seriousViolations(page);
    if (serious.length > 0) found[theme] = serious;
    await toggleTheme(page);
  }
  return found;
}
