import type { Locator, Page } from 'playwright-core';

/** One card of the stats strip, found by its title. */
export function statsCard(page: Page, title: string): Locator {
  return page.getByRole('list', { name: 'Statistics' }).getByRole('listitem').filter({ hasText: title });
}

/**
 * The single toast area (Radix labels it "Notifications (F8)"). An open modal dialog hides the rest
 * of the page from assistive technology (Radix announces each toast separately), hence includeHidden.
 */
export function toasts(page: Page): Locator {
  return page.getByRole('region', { name: /Notifications/, includeHidden: true });
}

export function recentActivity(page: Page): Locator {
  return page.getByRole('list', { name: 'Recent Activity' });
}

/** Whitespace-normalised text, for assertions that should not depend on line breaks. */
export async function textOf(locator: Locator): Promise<string> {
  return (await locator.innerText()).replace(/\s+/g, ' ').trim();
}
