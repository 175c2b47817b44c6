export type Theme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'theme';

/** The stored choice wins; otherwise the system preference; otherwise light. */
export function resolveInitialTheme(stored: string | null, systemPrefersDark: boolean): Theme {
  if (stored === 'light' || stored === 'dark') return stored;
  return systemPrefersDark ? 'dark' : 'light';
}

/** The page backgrounds of the two themes (styles.css), for the browser's title bar. */
const THEME_COLORS: Record<Theme, string> = { light: '#f8fbf9', dark: '#091018' };

export function applyTheme(theme: Theme, root: HTMLElement): void {
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
  // A theme chosen in the app overrides the system's: both theme-color tags take its colour.
  for (const meta of root.ownerDocument.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) meta.content = THEME_COLORS[theme];
}
