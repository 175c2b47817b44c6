import { describe, expect, it } from 'vitest';
import type { ScheduleSlot, TodaySchedule } from '../contracts/schedule.ts';
import { deriveNotifications, issuedNotices } from './notifications.ts';
import { prescriptionTimes, spacingNotifications, userSpacingConstraints, withSpacing } from './schedule-spacing.ts';

const calciumId = '5b0f3c1e-0000-4000-8000-000000000001';
const vitaminDId = '5b0f3c1e-0000-4000-8000-000000000002';
const ironId = '5b0f3c1e-0000-4000-8000-000000000003';
const levoId = '5b0f3c1e-0000-4000-8000-0000000000aa';
const calcium = { id: calciumId, name: 'Calcium carbonate', dosage: '500 mg' };
const vitaminD = { id: vitaminDId, name: 'Vitamin D3', dosage: '1000 IU' };
const iron = { id: ironId, name: 'Iron bisglycinate', dosage: '28 mg' };
const levothyroxine = { id: levoId, medicationName: 'Levothyroxine', dosage: '75 mcg', frequency: 'once-daily' };

const slot = (supplementId: string, name: string, overrides: Partial<ScheduleSlot> = {}): ScheduleSlot => ({
  supplementId, supplementName: name, dosage: '1', timing: 'morning', plannedAt: '2026-11-24T08:00:00.000Z', time: '08:00', state: 'upcoming',
  takeId: null, takenAt: null, currentStock: null, lowStock: false, runsOut: null, course: null, spacing: null, ...overrides,
});
const schedule = (slots: ScheduleSlot[]): TodaySchedule => ({ date: '2026-11-24', timeZone: 'UTC', slots, remaining: slots.length, adherence: { planned: 0, taken: 0, percent: null } });
const taken = (at: string) => ({ state: 'taken' as const, takeId: '5b0f3c1e-0000-4000-8000-0000000000f1', takenAt: at });

describe('withSpacing', () => {
  it('moves a morning calcium to 4 hours after the 08:00 levothyroxine and says why', () => {
    const constraints = userSpacingConstraints([calcium], [levothyroxine]);
    const spaced = withSpacing(schedule([slot(calciumId, 'Calcium carbonate')]), constraints, [levothyroxine]);
    expect(spaced.slots[0]?.spacing).toBe('Take calcium at 12:00 — 4 h after levothyroxine');
  });
  it('leaves unrelated supplements and schedules without a spacing rule alone', () => {
    const constraints = userSpacingConstraints([calcium, vitaminD], [levothyroxine]);
    const spaced = withSpacing(schedule([slot(calciumId, 'Calcium carbonate'), slot(vitaminDId, 'Vitamin D3')]), constraints, [levothyroxine]);
    expect(spaced.slots[1]?.spacing).toBeNull();
    const plain = schedule([slot(vitaminDId, 'Vitamin D3')]);
    expect(withSpacing(plain, userSpacingConstraints([vitaminD], [levothyroxine]), [levothyroxine])).toBe(plain);
  });
  it('gives no advice on a dose already taken', () => {
    const constraints = userSpacingConstraints([calcium], [levothyroxine]);
    const spaced = withSpacing(schedule([slot(calciumId, 'Calcium carbonate', taken('2026-11-24T08:40:00.000Z'))]), constraints, [levothyroxine]);
    expect(spaced.slots[0]?.spacing).toBeNull();
  });
  it('gives no proposal when the planned time already keeps the gap', () => {
    const constraints = userSpacingConstraints([calcium], [levothyroxine]);
    const spaced = withSpacing(schedule([slot(calciumId, 'Calcium carbonate', { time: '12:00', plannedAt: '2026-11-24T12:00:00.000Z' })]), constraints, [levothyroxine]);
    expect(spaced.slots[0]?.spacing).toBeNull();
  });
  it('spaces two supplements from each other when no medicine is involved', () => {
    const constraints = userSpacingConstraints([calcium, iron], []);
    const spaced = withSpacing(schedule([slot(calciumId, 'Calcium carbonate'), slot(ironId, 'Iron bisglycinate')]), constraints, []);
    const proposals = spaced.slots.map((entry) => entry.spacing).filter((text) => text !== null);
    expect(proposals).toHaveLength(1);
    expect(proposals[0]).toMatch(/2 h (after|before)/);
  });
});

describe('userSpacingConstraints', () => {
  it('answers the same regimen from memory whatever else its rows carry, and afresh when anything the checker reads changes', () => {
    const first = userSpacingConstraints([{ ...calcium, currentStock: 40 } as typeof calcium], [levothyroxine]);
    expect(first).toHaveLength(1);
    // A take moved the stock: same regimen, same answer (not computed again).
    expect(userSpacingConstraints([{ ...calcium, currentStock: 39 } as typeof calcium], [levothyroxine])).toBe(first);
    // Each field the checker reads is part of the question.
    expect(userSpacingConstraints([{ ...calcium, isActive: false }], [levothyroxine])).toEqual([]);
    expect(userSpacingConstraints([calcium], [{ ...levothyroxine, isActive: false }])).toEqual([]);
    expect(userSpacingConstraints([{ ...calcium, name: 'Vitamin D3' }], [levothyroxine])).toEqual([]);
    expect(userSpacingConstraints([{ ...calcium, name: 'Multivitamin', ingredients: ['Calcium carbonate 500 mg'] }], [levothyroxine])).toHaveLength(1);
    expect(userSpacingConstraints([calcium], [{ ...levothyroxine, medicationName: 'Metformin' }])).toEqual([]);
  });
});

describe('prescriptionTimes', () => {
  it('assumes a once-daily medicine at 08:00 and spreads more doses over the day', () => {
    expect(prescriptionTimes(levothyroxine)).toEqual([480]);
    expect(prescriptionTimes({ ...levothyroxine, frequency: 'twice-daily' })).toEqual([480, 1200]);
  });
});

describe('spacingNotifications', () => {
  const constraints = userSpacingConstraints([calcium], [levothyroxine]);
  it('warns about calcium taken 40 minutes after levothyroxine, with the pure function\'s message', () => {
    const notices = spacingNotifications({ schedule: schedule([slot(calciumId, 'Calcium carbonate', taken('2026-11-24T08:40:00.000Z'))]), constraints, prescriptions: [levothyroxine], zone: 'UTC' });
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ type: 'warning', supplementId: calciumId, message: 'You took calcium 40 minutes after levothyroxine; keep 4 hours apart.' });
    const bell = deriveNotifications(schedule([]), { read: new Set(), dismissed: new Set([notices[0]?.id ?? '']) }, new Date('2026-11-24T09:00:00Z'), notices);
    expect(bell.notifications).toEqual([]);
  });
  it('is quiet when the take keeps the gap, and counts the medicine in the zone\'s local day', () => {
    expect(spacingNotifications({ schedule: schedule([slot(calciumId, 'Calcium carbonate', taken('2026-11-24T12:05:00.000Z'))]), constraints, prescriptions: [levothyroxine], zone: 'UTC' })).toEqual([]);
    // 08:00 in Berlin is 07:00 UTC in winter: a take at 07:30 UTC is 30 minutes after it.
    const berlin = spacingNotifications({ schedule: schedule([slot(calciumId, 'Calcium carbonate', taken('2026-11-24T07:30:00.000Z'))]), constraints, prescriptions: [levothyroxine], zone: 'Europe/Berlin' });
    expect(berlin[0]?.message).toBe('You took calcium 30 minutes after levothyroxine; keep 4 hours apart.');
  });
  it('reaches the bell as an unread warning', () => {
    const notices = spacingNotifications({ schedule: schedule([slot(calciumId, 'Calcium carbonate', taken('2026-11-24T08:40:00.000Z'))]), constraints, prescriptions: [levothyroxine], zone: 'UTC' });
    const bell = deriveNotifications(schedule([]), { read: new Set(), dismissed: new Set() }, new Date('2026-11-24T09:00:00Z'), notices);
    expect(bell.unread).toBe(1);
    expect(bell.notifications[0]).toMatchObject({ title: 'Too close together', type: 'warning', read: false });
  });
  it('is not crowded out of the ten kept by newer reminders', () => {
    const notices = spacingNotifications({ schedule: schedule([slot(calciumId, 'Calcium carbonate', taken('2026-11-24T08:40:00.000Z'))]), constraints, prescriptions: [levothyroxine], zone: 'UTC' });
    const due = Array.from({ length: 12 }, (_, index) =>
      slot(`5b0f3c1e-0000-4000-8000-0000000001${String(index).padStart(2, '0')}`, `Item ${index}`, { state: 'due', plannedAt: '2026-11-24T09:30:00.000Z', time: '09:30' }));
    const issued = issuedNotices(due.map((slot) => `dose:${slot.supplementId}:${slot.plannedAt}#0`));
    const bell = deriveNotifications(schedule(due), { read: new Set(), dismissed: new Set() }, new Date('2026-11-24T09:40:00Z'), notices, issued);
    expect(bell.notifications).toHaveLength(10);
    expect(bell.notifications.at(-1)?.title).toBe('Too close together');
  });
});
