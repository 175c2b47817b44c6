import type { Supplement } from '@regimen/domain/contracts/supplements';
import type { Take } from '@regimen/domain/contracts/takes';
import { describe, expect, it } from 'vitest';
import { countDone, plannedDoseCount, todaySchedule } from './today-schedule.ts';

// Fixed zone (UTC+2) so the tests mean the same on every machine.
const OFFSET = 120;
const now = new Date('2025-06-15T12:00:00.000Z'); // 14:00 local
const today = (time: string) => new Date(`2025-06-15T${time}:00.000+02:00`).toISOString();
const yesterday = (time: string) => new Date(`2025-06-14T${time}:00.000+02:00`).toISOString();

let sequence = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++sequence).padStart(12, '0')}`;
const ids = { vitD: uuid(), fishOil: uuid(), magnesium: uuid(), retired: uuid() };

function supplement(id: string, name: string, overrides: Partial<Supplement> = {}): Supplement {
  return {
    id,
    userId: ids.vitD,
    name,
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
    unitsPerDose: 1,
    createdAt: '2025-01-01T08:00:00.000Z',
    updatedAt: '2025-01-01T08:00:00.000Z',
    ...overrides,
  };
}

function take(supplementId: string, takenAt: string | null): Take {
  return { id: uuid(), userId: ids.vitD, supplementId, plannedAt: takenAt ?? today('08:00'), takenAt, dosage: null, notes: null };
}

const supplements = [
  supplement(ids.magnesium, 'Magnesium', { timing: 'before-bed' }),
  supplement(ids.retired, 'Retired', { isActive: false }),
  supplement(ids.vitD, 'Vitamin D3', { timing: 'with-breakfast' }),
  supplement(ids.fishOil, 'Fish Oil', { timing: 'with-breakfast' }),
];

describe('todaySchedule', () => {
  it('lists active supplements only, in the order of the day, then by name', () => {
    const names = todaySchedule(supplements, [], now, OFFSET).map((item) => item.supplement.name);
    expect(names).toEqual(['Fish Oil', 'Vitamin D3', 'Magnesium']);
  });

  it('marks a supplement done with its latest take of today', () => {
    const early = take(ids.vitD, today('07:00'));
    const late = take(ids.vitD, today('09:30'));
    const schedule = todaySchedule(supplements, [late, early], now, OFFSET);

    expect(schedule.find((item) => item.supplement.id === ids.vitD)?.takeToday).toBe(late);
    expect(countDone(schedule)).toBe(1);
  });

  it('does not count takes of another day or unmarked takes as done', () => {
    const takes = [take(ids.fishOil, yesterday('08:00')), take(ids.magnesium, null)];
    expect(countDone(todaySchedule(supplements, takes, now, OFFSET))).toBe(0);
  });

  it('decides "today" in the given zone, not in UTC', () => {
    // 23:30 UTC on the 14th is 01:30 on the 15th at UTC+2.
    const justAfterMidnight = take(ids.fishOil, '2025-06-14T23:30:00.000Z');
    expect(countDone(todaySchedule(supplements, [justAfterMidnight], now, OFFSET))).toBe(1);
  });
});

describe('plannedDoseCount', () => {
  it('counts today\'s doses of active supplements, twice-daily ones twice', () => {
    const withTwiceDaily = [...supplements, supplement(uuid(), 'Vitamin C', { frequency: 'twice-daily' })];
    expect(plannedDoseCount(withTwiceDaily, now, OFFSET)).toBe(5);
  });
});
