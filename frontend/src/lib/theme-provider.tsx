import { createContext, use, useCallback, useMemo, useState, type ReactNode } from 'react';
import type { KeyValueStorage } from './storage.ts';
import { applyTheme, THEME_STORAGE_KEY, type Theme } from './theme.ts';

type ThemeContextValue = { theme: Theme; toggleTheme: () => void };

const ThemeContext = createContext<ThemeContextValue | null>(null);

export function ThemeProvider({
  initialTheme,
  storage,
  children,
}: {
  initialTheme: Theme;
  storage: KeyValueStorage;
  children: ReactNode;
}) {
  const [theme, setTheme] = useState(initialTheme);
  const toggleTheme = useCallback(() => {
    const next = theme === 'dark' ? 'light' : 'dark';
    storage.setItem(THEME_STORAGE_KEY, next);
    applyTheme(next, document.documentElement);
    setTheme(next);
  }, [theme, storage]);
  const value = useMemo(() => ({ theme, toggleTheme }), [theme, toggleTheme]);
  return <ThemeContext value={value}>{children}</ThemeContext>;
}

export function useTheme(): ThemeContextValue {
  const value = use(ThemeContext);
  if (value === null) throw new Error('useTheme must be used inside <ThemeProvider>');
  return value;
}
