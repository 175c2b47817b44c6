import { describe, expect, it } from 'vitest';
import { claimRateLimitToast } from './use-rate-limit-toast.ts';

const storage = () => {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value), removeItem: () => undefined };
};

describe('claimRateLimitToast', () => {
  it('toasts once per wait, and again after it', () => {
    const store = storage();
    expect(claimRateLimitToast(600, 1_000, store)).toBe(true);
    expect(claimRateLimitToast(600, 2_000, store)).toBe(false);
    expect(claimRateLimitToast(600, 1_000 + 599_000, store)).toBe(false);
    expect(claimRateLimitToast(600, 1_000 + 600_001, store)).toBe(true);
  });

  it('waits a minute when the server named no wait', () => {
    const store = storage();
    expect(claimRateLimitToast(null, 0, store)).toBe(true);
    expect(claimRateLimitToast(null, 59_000, store)).toBe(false);
    expect(claimRateLimitToast(null, 61_000, store)).toBe(true);
  });
});
