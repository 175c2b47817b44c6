import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time.ts';

const now = new Date('2025-06-15T12:00:00.000Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

describe('relativeTime', () => {
  it('says just now under a minute, and for a clock slightly behind', () => {
    expect(relativeTime(ago(59), now)).toBe('just now');
    expect(relativeTime(ago(-5), now)).toBe('just now');
  });

  it('counts whole minutes, hours and days ago', () => {
    expect(relativeTime(ago(60), now)).toBe('1 minute ago');
    expect(relativeTime(ago(45 * 60), now)).toBe('45 minutes ago');
    expect(relativeTime(ago(3 * 3600 + 59 * 60), now)).toBe('3 hours ago');
    expect(relativeTime(ago(26 * 3600), now)).toBe('1 day ago');
    expect(relativeTime(ago(8 * 86400), now)).toBe('1 week ago');
    expect(relativeTime(ago(400 * 86400), now)).toBe('1 year ago');
  });
});
