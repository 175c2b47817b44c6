import { describe, expect, it } from 'vitest';
import { DEMO_MODE_STORAGE_KEY, disableDemoMode, enableDemoMode, resolveDemoMode } from './demo-mode.ts';

function fakeStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

describe('resolveDemoMode', () => {
  it('is off with neither the query parameter nor the stored flag', () => {
    expect(resolveDemoMode('?tab=1', fakeStorage())).toBe(false);
  });

  it('is on with ?demo=true and remembers it for the next visit', () => {
    const storage = fakeStorage();
    expect(resolveDemoMode('?demo=true', storage)).toBe(true);
    expect(storage.values.get(DEMO_MODE_STORAGE_KEY)).toBe('true');
  });

  it('is on with the stored flag alone', () => {
    expect(resolveDemoMode('', fakeStorage({ [DEMO_MODE_STORAGE_KEY]: 'true' }))).toBe(true);
  });

  it('ignores other values of the parameter and the flag', () => {
    expect(resolveDemoMode('?demo=1', fakeStorage({ [DEMO_MODE_STORAGE_KEY]: 'yes' }))).toBe(false);
  });
});

describe('enabling and disabling demo mode', () => {
  it('stores the flag, then removes it', () => {
    const storage = fakeStorage();
    enableDemoMode(storage);
    expect(resolveDemoMode('', storage)).toBe(true);
    disableDemoMode(storage);
    expect(storage.values.has(DEMO_MODE_STORAGE_KEY)).toBe(false);
    expect(resolveDemoMode('', storage)).toBe(false);
  });
});
