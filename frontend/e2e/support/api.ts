import type { BrowserContext } from 'playwright-core';

/** Writes through the JSON API as the signed-in user of `context` (no Origin header: a script, not a page). */
async function post(context: BrowserContext, path: string, data: unknown): Promise<{ id: string; position: string }> {
  const response = await context.request.post(path, { data });
  if (!response.ok()) throw new Error(`POST ${path} failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as { id: string; position: string };
}

export async function addSupplementsThroughApi(
  context: BrowserContext,
  supplements: readonly { name: string; dosage: string; timing?: string }[],
): Promise<string> {
  let position = '0';
  for (const supplement of supplements) position = (await post(context, '/api/supplements', supplement)).position;
  return position;
}

export async function addPrescriptionThroughApi(
  context: BrowserContext,
  prescription: { medicationName: string; dosage: string; frequency: string },
): Promise<string> {
  return (await post(context, '/api/prescriptions', prescription)).position;
}

/** Waits until the read side has what was written up to `position`, so the next page load sees it. */
export async function readYourWrites(context: BrowserContext, position: string, path = '/api/supplements'): Promise<void> {
  const response = await context.request.get(path, { headers: { 'X-Min-Position': position } });
  if (!response.ok()) throw new Error(`GET ${path} failed: ${response.status()} ${await response.text()}`);
}
