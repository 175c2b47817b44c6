import { describe, expect, it } from 'vitest';
import type { ScheduleSlot, TodaySchedule } from '../contracts/schedule.ts';
import { deriveNotifications, issuedNotices, MAX_NOTIFICATIONS, slotsReadIn } from './notifications.ts';

const supplementId = '5b0f3c1e-0000-4000-8000-000000000001';
const plannedAt = '2026-11-24T08:00:00.000Z';
const slot = (overrides: Partial<ScheduleSlot> = {}): ScheduleSlot => ({
  supplementId, supplementName: 'Vitamin D', dosage: '1000 IU', timing: 'morning', plannedAt, time: '08:00', state: 'due',
  takeId: null, takenAt: null, currentStock: 30, lowStock: false, runsOut: null, course: null, ...overrides,
});
const schedule = (slots: ScheduleSlot[], adherence = { planned: 1, taken: 0, percent: 0 }): TodaySchedule =>
  ({ date: '2026-11-24', timeZone: 'UTC', slots, remaining: slots.length, adherence });
const none = { read: new Set<string>(), dismissed: new Set<string>() };
const at = (iso: string) => new Date(iso);
/** The scheduler issued these attempts of the slot (and, with `stock`, the low-stock notice of generation 1). */
const issued = (attempts: number[], stock = false) =>
  issuedNotices([...attempts.map((attempt) => `dose:${supplementId}:${plannedAt}#${attempt}`), ...(stock ? [`stock:${supplementId}:1`] : [])]);

describe('a due slot the scheduler issued a reminder for', () => {
  it('is an unread medium reminder with the dose to take', () => {
    const { notifications, unread } = deriveNotifications(schedule([slot()]), none, at('2026-11-24T08:10:00Z'), [], issued([0]));
    expect(unread).toBe(1);
    expect(notifications[0]).toMatchObject({ type: 'reminder', priority: 'medium', title: 'Time for Vitamin D', message: '1000 IU · due at 08:00', supplementId, plannedAt, read: false });
  });
  it('is repeated, once the scheduler issued the next attempt, as a new unread, high-priority reminder', () => {
    const first = deriveNotifications(schedule([slot()]), none, at('2026-11-24T08:10:00Z'), [], issued([0])).notifications[0];
    const marks = { read: new Set([first?.id ?? '']), dismissed: new Set<string>() };
    expect(deriveNotifications(schedule([slot()]), marks, at('2026-11-24T08:31:00Z'), [], issued([0])).unread).toBe(0);
    const repeated = deriveNotifications(schedule([slot()]), marks, at('2026-11-24T08:31:00Z'), [], issued([0, 1]));
    expect(repeated.unread).toBe(1);
    expect(repeated.notifications[0]).toMatchObject({ id: `dose:${supplementId}:${plannedAt}#1`, priority: 'high', title: 'Still to take: Vitamin D' });
  });
  it('stays away after dismissal, repeats included', () => {
    const first = deriveNotifications(schedule([slot()]), none, at('2026-11-24T08:10:00Z'), [], issued([0])).notifications[0];
    const marks = { read: new Set<string>(), dismissed: new Set([first?.id ?? '']) };
    expect(deriveNotifications(schedule([slot()]), marks, at('2026-11-24T09:10:00Z'), [], issued([0, 1, 2])).notifications).toEqual([]);
  });
});

describe('a due slot the scheduler has not issued a reminder for', () => {
  it('gives no reminder, whatever the clock says', () => {
    expect(deriveNotifications(schedule([slot()]), none, at('2026-11-24T08:40:00Z')).notifications).toEqual([]);
    expect(deriveNotifications(schedule([slot()]), none, at('2026-11-24T08:40:00Z'), [], issuedNotices([])).notifications).toEqual([]);
  });
});

describe('a reminder the scheduler issued in another zone than the bell is read in', () => {
  // The scheduler placed the user's slots in New York (08:00 there is 13:00 UTC); the bell is read in Berlin.
  const newYorkSlot = slot({ plannedAt: '2026-11-24T13:00:00.000Z', time: '08:00' });
  const newYorkIssued = (attempts: number[], slots: ScheduleSlot[]) => ({
    ...issuedNotices(attempts.map((attempt) => `dose:${supplementId}:2026-11-24T13:00:00.000Z#${attempt}`)),
    schedulerSlots: slotsReadIn(slots, 'Europe/Berlin'),
  });
  const berlinDay = schedule([slot({ plannedAt: '2026-11-24T07:00:00.000Z', state: 'overdue' })]);

  it('shows the instant the scheduler reminded of, its time read in the bell\'s zone', () => {
    const { notifications } = deriveNotifications(berlinDay, none, at('2026-11-24T13:10:00Z'), [], newYorkIssued([0], [newYorkSlot]));
    expect(notifications.find((n) => n.type === 'reminder')).toMatchObject({
      id: `dose:${supplementId}:2026-11-24T13:00:00.000Z#0`,
      plannedAt: '2026-11-24T13:00:00.000Z',
      message: '1000 IU · due at 14:00',
    });
  });
  it('drops it once its slot is taken there', () => {
    const { notifications } = deriveNotifications(berlinDay, none, at('2026-11-24T13:10:00Z'), [], newYorkIssued([0], [{ ...newYorkSlot, state: 'taken' }]));
    expect(notifications.map((n) => n.type)).not.toContain('reminder');
  });
});

describe('a taken or upcoming slot', () => {
  it('gives no reminder, even with one issued', () => {
    const slots = [slot({ state: 'taken', takenAt: plannedAt }), slot({ state: 'upcoming', plannedAt: '2026-11-24T20:00:00.000Z' })];
    expect(deriveNotifications(schedule(slots), none, at('2026-11-24T08:10:00Z'), [], issued([0])).notifications).toEqual([]);
  });
});

describe('an overdue slot', () => {
  it('is a missed-dose warning', () => {
    const { notifications } = deriveNotifications(schedule([slot({ state: 'overdue' })]), none, at('2026-11-24T11:00:00Z'));
    expect(notifications).toMatchObject([{ type: 'warning', title: 'Missed dose: Vitamin D', plannedAt: null }]);
  });
});

describe('low stock the scheduler issued a notice for', () => {
  it('warns once per supplement with the run-out forecast', () => {
    const low = { lowStock: true, currentStock: 5, runsOut: 'runs out in 5 days (29 Nov)', state: 'upcoming' as const };
    const { notifications } = deriveNotifications(schedule([slot(low), slot({ ...low, plannedAt: '2026-11-24T20:00:00.000Z' })]), none, at('2026-11-24T07:00:00Z'), [], issued([], true));
    expect(notifications).toMatchObject([{ id: `stock:${supplementId}:1`, type: 'warning', priority: 'medium', message: 'Vitamin D runs out in 5 days (29 Nov)' }]);
  });
  it('is high priority when the stock is gone', () => {
    const { notifications } = deriveNotifications(schedule([slot({ lowStock: true, currentStock: 0, state: 'upcoming' })]), none, at('2026-11-24T07:00:00Z'), [], issued([], true));
    expect(notifications[0]).toMatchObject({ priority: 'high', message: '0 left' });
  });
  it('waits for the notice', () => {
    expect(deriveNotifications(schedule([slot({ lowStock: true, currentStock: 0, state: 'upcoming' })]), none, at('2026-11-24T07:00:00Z')).notifications).toEqual([]);
  });
});

describe('adherence of 90% or more', () => {
  it('is an achievement', () => {
    const { notifications } = deriveNotifications(schedule([slot({ state: 'taken' })], { planned: 1, taken: 1, percent: 100 }), none, at('2026-11-24T09:00:00Z'));
    expect(notifications).toMatchObject([{ type: 'success', title: 'Great adherence today' }]);
  });
});

describe('many notifications', () => {
  it('keeps the newest 10', () => {
    const slots = Array.from({ length: 12 }, (_, hour) => slot({ plannedAt: `2026-11-24T${String(hour).padStart(2, '0')}:00:00.000Z`, state: 'overdue' }));
    const { notifications } = deriveNotifications(schedule(slots), none, at('2026-11-24T23:00:00Z'));
    expect(notifications).toHaveLength(MAX_NOTIFICATIONS);
    expect(notifications[0]?.timestamp).toBe('2026-11-24T11:00:00.000Z');
  });
});
