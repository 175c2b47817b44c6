import { describe, expect, it } from 'vitest';
import { lastUsedLabel, sessionRows } from './session-rows.ts';

const now = new Date('2026-03-10T12:00:00Z');
const session = (id: string, lastSeenAt: string, current = false) => ({
  id,
  startedAt: '2026-03-01T09:00:00Z',
  lastSeenAt,
  expiresAt: '2026-03-31T09:00:00Z',
  current,
});

describe('lastUsedLabel', () => {
  it('reads in minutes, hours, then days', () => {
    expect(lastUsedLabel('2026-03-10T11:59:30Z', now)).toBe('just now');
    expect(lastUsedLabel('2026-03-10T11:45:00Z', now)).toBe('15 minutes ago');
    expect(lastUsedLabel('2026-03-10T07:00:00Z', now)).toBe('5 hours ago');
    expect(lastUsedLabel('2026-03-07T12:00:00Z', now)).toBe('3 days ago');
  });
});

describe('sessionRows', () => {
  it('puts this device first, then the most recently used, and names the others by their start', () => {
    const rows = sessionRows([session('a', '2026-03-09T12:00:00Z'), session('b', '2026-03-10T11:00:00Z'), session('c', '2026-03-08T12:00:00Z', true)], now);
    expect(rows.map((row) => row.id)).toEqual(['c', 'b', 'a']);
    expect(rows[0]).toMatchObject({ title: 'This device', current: true });
    expect(rows[1]).toMatchObject({ title: 'Signed in Mar 1, 2026', detail: 'Last used 1 hour ago · ends Mar 31, 2026' });
  });
});
