export type Theme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'theme';

/** The stored choice wins; otherwise the system preference; otherwise light. */
export function resolveInitialTheme(stored: string | null, systemPrefersDark: boolean): Theme {
  if (stored === 'light' || stored === 'dark') return stored;
  return systemPrefersDark ? 'dark' : 'light';
}

export function applyTheme(theme: Theme, root: HTMLElement): void {
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
}
