import { describe, expect, it } from 'vitest';
import type { Supplement, SupplementTake } from '../../../lib/contracts-tmp.ts';
import { countDone, latestTakeToday, todaySchedule } from './today-schedule.ts';

// Local-time constructors keep these tests independent of the machine's time zone.
const now = new Date(2025, 5, 15, 14, 0);
const todayAt = (hour: number) => new Date(2025, 5, 15, hour, 0).toISOString();
const yesterdayAt = (hour: number) => new Date(2025, 5, 14, hour, 0).toISOString();

function supplement(id: string, overrides: Partial<Supplement> = {}): Supplement {
  return {
    id,
    userId: 'user-1',
    name: id,
    brand: null,
    type: 'single',
    dosage: '1 capsule',
    frequency: 'daily',
    timing: 'morning',
    currentStock: 30,
    lowStockThreshold: 10,
    isActive: true,
    fastingSafe: false,
    nextDueTime: '8:00 AM',
    imageUrl: null,
    notes: null,
    ingredients: null,
    createdAt: yesterdayAt(8),
    updatedAt: yesterdayAt(8),
    ...overrides,
  };
}

function take(id: string, supplementId: string, takenAt: string | null): SupplementTake {
  return { id, userId: 'user-1', supplementId, plannedAt: takenAt ?? todayAt(8), takenAt, dosage: null, notes: null };
}

describe('latestTakeToday', () => {
  it('is null when the supplement was only taken on another day', () => {
    expect(latestTakeToday([take('t1', 'vit-d', yesterdayAt(9))], 'vit-d', now)).toBeNull();
  });

  it('ignores unmarked takes and other supplements', () => {
    const takes = [take('t1', 'vit-d', null), take('t2', 'zinc', todayAt(9))];
    expect(latestTakeToday(takes, 'vit-d', now)).toBeNull();
  });

  it('picks the latest take of today whatever the list order', () => {
    const takes = [take('late', 'vit-d', todayAt(11)), take('early', 'vit-d', todayAt(7)), take('old', 'vit-d', yesterdayAt(23))];
    expect(latestTakeToday(takes, 'vit-d', now)?.id).toBe('late');
  });
});

describe('todaySchedule', () => {
  it('lists active supplements only, ordered through the day, with what is done', () => {
    const supplements = [
      supplement('magnesium', { timing: 'before-bed' }),
      supplement('retired', { isActive: false }),
      supplement('vit-d', { timing: 'with-breakfast' }),
      supplement('fish-oil', { timing: 'with-breakfast' }),
    ];
    const schedule = todaySchedule(supplements, [take('t1', 'vit-d', todayAt(8))], now);

    expect(schedule.map((item) => [item.supplement.id, item.takeToday?.id ?? null])).toEqual([
      ['fish-oil', null],
      ['vit-d', 't1'],
      ['magnesium', null],
    ]);
    expect(countDone(schedule)).toBe(1);
  });
});
