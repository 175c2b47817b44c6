/**
 * How long a test waits for the page to reach a state. On a loaded 2-core CI machine the
 * dashboard's first paint alone takes about 2 s, so vitest's 1 s default for `expect.poll` fails
 * there; every poll passes this instead. Playwright's own waits keep its 30 s default.
 */
const STATE_TIMEOUT_MS = 15_000;

/** Options for `expect.poll`: wait up to STATE_TIMEOUT_MS for the state. */
export const untilState = { timeout: STATE_TIMEOUT_MS, interval: 100 } as const;

/** Waits for `check` to hold outside a test (`expect.poll` needs one), e.g. in a `beforeAll`. */
export async function until(what: string, check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
