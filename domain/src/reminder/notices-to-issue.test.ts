import { describe, expect, it } from 'vitest';
import type { TakeLike } from '../rules/adherence.ts';
import { deriveNotifications, issuedNotices } from '../rules/notifications.ts';
import { todayScheduleView } from '../views/today-schedule.ts';
import { doseReminderKey, lowStockKey, noticesToIssue, type NoticeToIssue, type ReminderSupplement } from './notices-to-issue.ts';
import { stockGenerations } from './stock-generation.ts';

const supplementId = '5b0f3c1e-0000-4000-8000-000000000001';
const SLOT = '2026-11-24T08:00:00.000Z';
const vitaminD = (overrides: Partial<ReminderSupplement> = {}): ReminderSupplement => ({
  id: supplementId, timing: 'morning', frequency: 'daily', isActive: true, createdAt: '2026-11-01T00:00:00.000Z',
  currentStock: 30, lowStockThreshold: 5, stockGeneration: 1, ...overrides,
});

/** given (supplements, takes, what was issued or dismissed) / when (now) / then (what is issued). */
const given = (supplements: ReminderSupplement[], state: { takes?: TakeLike[]; issued?: string[]; dismissed?: string[]; zone?: string } = {}) => ({
  when: (now: string) => {
    const notices = noticesToIssue({
      supplements, takes: state.takes ?? [], zone: state.zone ?? 'UTC', now: new Date(now),
      issued: new Set(state.issued ?? []), dismissed: new Set(state.dismissed ?? []),
    });
    return {
      notices,
      thenIssues: (...keys: string[]) => expect(notices.map((notice) => notice.key)).toEqual(keys),
    };
  },
});

describe('a daily morning slot (08:00 UTC)', () => {
  it('is not reminded before its time', () => {
    given([vitaminD()]).when('2026-11-24T07:59:00Z').thenIssues();
  });
  it('issues attempt 0 at the slot time', () => {
    const { notices } = given([vitaminD()]).when('2026-11-24T08:00:00Z');
    expect(notices).toEqual<NoticeToIssue[]>([{ kind: 'dose-reminder', key: `dose:${supplementId}:${SLOT}#0`, supplementId, plannedAt: SLOT, attempt: 0 }]);
  });
  it('issues nothing again for an attempt already issued', () => {
    given([vitaminD()], { issued: [doseReminderKey(supplementId, SLOT, 0)] }).when('2026-11-24T08:29:00Z').thenIssues();
  });
  it('repeats every 30 minutes while the window is open', () => {
    given([vitaminD()], { issued: [doseReminderKey(supplementId, SLOT, 0)] }).when('2026-11-24T08:30:00Z').thenIssues(`dose:${supplementId}:${SLOT}#1`);
    given([vitaminD()]).when('2026-11-24T10:00:00Z').thenIssues(`dose:${supplementId}:${SLOT}#4`);
  });
  it('stops once the 2-hour window has closed', () => {
    given([vitaminD()]).when('2026-11-24T10:00:01Z').thenIssues();
  });
  it('is not reminded once taken', () => {
    given([vitaminD()], { takes: [{ supplementId, plannedAt: SLOT, takenAt: '2026-11-24T08:05:00Z' }] }).when('2026-11-24T08:40:00Z').thenIssues();
  });
  it('is not reminded again once dismissed (any attempt dismisses the slot)', () => {
    given([vitaminD()], { dismissed: [doseReminderKey(supplementId, SLOT, 0)] }).when('2026-11-24T09:10:00Z').thenIssues();
  });
  it('is reminded on the day the supplement was added, even added after the slot time', () => {
    given([vitaminD({ createdAt: '2026-11-24T08:20:00Z' })]).when('2026-11-24T08:25:00Z').thenIssues(`dose:${supplementId}:${SLOT}#0`);
  });
  it('is placed in the user zone (08:00 in Tokyo is 23:00 UTC the day before)', () => {
    given([vitaminD()], { zone: 'Asia/Tokyo' }).when('2026-11-23T23:10:00Z').thenIssues(`dose:${supplementId}:2026-11-23T23:00:00.000Z#0`);
  });
  it('plans nothing for an inactive supplement', () => {
    given([vitaminD({ isActive: false })]).when('2026-11-24T08:10:00Z').thenIssues();
  });
});

describe("yesterday's late slot", () => {
  it('is still reminded after midnight while its window is open', () => {
    const late = vitaminD({ timing: 'custom', doseTimes: ['23:30'] });
    given([late]).when('2026-11-25T00:10:00Z').thenIssues(`dose:${supplementId}:2026-11-24T23:30:00.000Z#1`);
  });
});

describe('stock at or below the threshold', () => {
  const low = vitaminD({ currentStock: 4, lowStockThreshold: 5, stockGeneration: 7 });
  it('issues one notice for the crossing, whatever the hour', () => {
    const { notices } = given([low]).when('2026-11-24T03:00:00Z');
    expect(notices).toEqual<NoticeToIssue[]>([{ kind: 'low-stock', key: `stock:${supplementId}:7`, supplementId, generation: 7, currentStock: 4 }]);
  });
  it('issues nothing more for the same crossing', () => {
    given([low], { issued: [lowStockKey(supplementId, 7)] }).when('2026-11-25T03:00:00Z').thenIssues();
  });
  it('issues a new notice once a refill started a new generation and the stock fell again', () => {
    given([{ ...low, stockGeneration: 9 }], { issued: [lowStockKey(supplementId, 7)] }).when('2026-11-25T03:00:00Z').thenIssues(`stock:${supplementId}:9`);
  });
  it('issues nothing above the threshold, or with stock not tracked', () => {
    given([vitaminD({ currentStock: 6 }), vitaminD({ id: 'b', currentStock: null })]).when('2026-11-24T03:00:00Z').thenIssues();
  });
  it('issues nothing for a supplement with no slot today (as needed)', () => {
    given([{ ...low, frequency: 'as-needed' }]).when('2026-11-24T03:00:00Z').thenIssues();
  });
});

describe('the bell over what was issued', () => {
  const supplement = { id: supplementId, name: 'Vitamin D', dosage: '1000 IU', timing: 'morning', frequency: 'daily', isActive: true, createdAt: '2026-11-01T00:00:00.000Z', currentStock: 3, lowStockThreshold: 5, unitsPerDose: 1 };
  const bellAt = (now: string, keys: string[]) => {
    const schedule = todayScheduleView({ supplements: [supplement], takes: [], now: new Date(now), zone: 'UTC' });
    return deriveNotifications(schedule, { read: new Set(), dismissed: new Set() }, new Date(now), [], issuedNotices(keys)).notifications.map((notification) => notification.id);
  };
  it('shows nothing the scheduler has not issued', () => {
    expect(bellAt('2026-11-24T08:40:00Z', [])).toEqual([]);
  });
  it('shows the highest issued attempt of a due slot and the current crossing', () => {
    expect(bellAt('2026-11-24T08:40:00Z', [doseReminderKey(supplementId, SLOT, 0), doseReminderKey(supplementId, SLOT, 1), lowStockKey(supplementId, 2)]).sort())
      .toEqual([`dose:${supplementId}:${SLOT}#1`, `stock:${supplementId}:2`]);
  });
  it('drops a reminder whose slot was taken meanwhile', () => {
    const schedule = todayScheduleView({ supplements: [supplement], takes: [{ id: 't', supplementId, plannedAt: SLOT, takenAt: '2026-11-24T08:35:00Z' }], now: new Date('2026-11-24T08:40:00Z'), zone: 'UTC' });
    const { notifications } = deriveNotifications(schedule, { read: new Set(), dismissed: new Set() }, new Date('2026-11-24T08:40:00Z'), [], issuedNotices([doseReminderKey(supplementId, SLOT, 1)]));
    expect(notifications.map((notification) => notification.type)).not.toContain('reminder');
  });
});

describe('stock generations from the cabinet', () => {
  const base = { currentStock: 3, lowStockThreshold: 5 };
  const addedEvent = {
    type: 'SupplementAdded' as const, revision: 0,
    data: {
      supplementId, name: 'Vitamin D', brand: null, type: 'single' as const, dosage: '1', frequency: 'daily', timing: 'morning', ...base,
      isActive: true, fastingSafe: true, nextDueTime: null, imageUrl: null, notes: null, ingredients: null, unitsPerDose: 1, doseTimes: null,
    },
  };
  it('start at the addition and move only on a setting or refill that leaves the stock above the threshold', () => {
    expect(stockGenerations([addedEvent]).get(supplementId)).toBe(0);
    const stillLow = { type: 'SupplementRestocked' as const, revision: 1, data: { supplementId, units: 1, currentStock: 4 } };
    expect(stockGenerations([addedEvent, stillLow]).get(supplementId)).toBe(0);
    const refilled = { type: 'SupplementRestocked' as const, revision: 2, data: { supplementId, units: 60, currentStock: 64 } };
    const setLow = { type: 'SupplementStockAdjusted' as const, revision: 3, data: { supplementId, currentStock: 2, lowStockThreshold: 5, stockSet: true } };
    expect(stockGenerations([addedEvent, stillLow, refilled, setLow]).get(supplementId)).toBe(2);
    const thresholdLowered = { type: 'SupplementStockAdjusted' as const, revision: 4, data: { supplementId, currentStock: 2, lowStockThreshold: 1, stockSet: false } };
    expect(stockGenerations([addedEvent, stillLow, refilled, setLow, thresholdLowered]).get(supplementId)).toBe(4);
  });
  it('forget a removed supplement', () => {
    expect(stockGenerations([addedEvent, { type: 'SupplementRemoved', revision: 1, data: { supplementId } }]).has(supplementId)).toBe(false);
  });
});
