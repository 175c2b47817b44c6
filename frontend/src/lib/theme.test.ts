import { describe, expect, it } from 'vitest';
import { resolveInitialTheme } from './theme.ts';

describe('resolveInitialTheme', () => {
  it('uses the stored choice even against the system preference', () => {
    expect(resolveInitialTheme('light', true)).toBe('light');
    expect(resolveInitialTheme('dark', false)).toBe('dark');
  });

  it('falls back to the system preference when nothing valid is stored', () => {
    expect(resolveInitialTheme(null, true)).toBe('dark');
    expect(resolveInitialTheme('purple', true)).toBe('dark');
  });

  it('is light with no stored choice and no dark preference', () => {
    expect(resolveInitialTheme(null, false)).toBe('light');
  });
});
