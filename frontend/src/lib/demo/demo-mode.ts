import type { KeyValueStorage } from '../storage.ts';

export const DEMO_MODE_STORAGE_KEY = 'demo-mode';

/** Demo mode is on when `?demo=true` is in the URL (which also remembers it) or the stored flag is set. */
export function resolveDemoMode(search: string, storage: KeyValueStorage): boolean {
  if (new URLSearchParams(search).get('demo') === 'true') {
    storage.setItem(DEMO_MODE_STORAGE_KEY, 'true');
    return true;
  }
  return storage.getItem(DEMO_MODE_STORAGE_KEY) === 'true';
}

export function enableDemoMode(storage: KeyValueStorage): void {
  storage.setItem(DEMO_MODE_STORAGE_KEY, 'true');
}

export function disableDemoMode(storage: KeyValueStorage): void {
  storage.removeItem(DEMO_MODE_STORAGE_KEY);
}
