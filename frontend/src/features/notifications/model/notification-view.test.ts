import { describe, expect, it } from 'vitest';
import { ageLabel, bellLabel, unreadBadge } from './notification-view.ts';

describe('unreadBadge', () => {
  it('hides at zero, counts up to 9, then caps at 9+', () => {
    expect([0, 1, 9, 10, 42].map(unreadBadge)).toEqual([null, '1', '9', '9+', '9+']);
  });
});

describe('ageLabel', () => {
  const now = new Date('2026-11-24T12:00:00Z');
  it('follows the spec steps', () => {
    expect(ageLabel('2026-11-24T11:59:30Z', now)).toBe('Now');
    expect(ageLabel('2026-11-24T11:45:00Z', now)).toBe('15m ago');
    expect(ageLabel('2026-11-24T09:00:00Z', now)).toBe('3h ago');
    expect(ageLabel('2026-11-22T09:00:00Z', now)).toBe(new Date('2026-11-22T09:00:00Z').toLocaleDateString());
  });
});

describe('bellLabel', () => {
  it('names the unread count for screen readers', () => {
    expect(bellLabel(0)).toBe('Notifications');
    expect(bellLabel(3)).toBe('Notifications, 3 unread');
  });
});
