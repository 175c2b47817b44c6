import { describe, expect, it } from 'vitest';
import { ageLabel, bellLabel, toAnnounce, unreadBadge } from './notification-view.ts';

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
    expect(bellLabel(42)).toBe('Notifications, 9+ unread (42)');
  });
});

describe('toAnnounce', () => {
  const reminder = { id: 'dose:a#0', type: 'reminder', read: false };
  const repeat = { id: 'dose:a#1', type: 'reminder', read: false };
  const achievement = { id: 'achievement:d', type: 'success', read: false };
  it('announces nothing on the first list after a load', () => {
    expect(toAnnounce(null, [reminder])).toEqual([]);
  });
  it('announces new unread reminders, repeats included, but not what was seen, read or an achievement', () => {
    expect(toAnnounce(new Set([reminder.id]), [reminder, repeat, achievement, { ...repeat, id: 'stock:b', type: 'warning', read: true }])).toEqual([repeat]);
  });
});
