import { setTimeout as sleep } from 'node:timers/promises';

/** Retries the assertion until it passes or the time is up (then rethrows its last failure). */
export const eventually = async <T>(assertion: () => Promise<T> | T, timeoutMs = 10_000, intervalMs = 20): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await assertion();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await sleep(intervalMs);
    }
  }
};
