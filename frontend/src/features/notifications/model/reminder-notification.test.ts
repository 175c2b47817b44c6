import type { AppNotification } from '@regimen/domain/contracts/notifications';
import { describe, expect, it } from 'vitest';
import { reminderActionSchema, reminderNotificationOptions } from './reminder-notification.ts';

const base: AppNotification = {
  id: 'dose:00000000-0000-4000-8000-000000000001:2026-11-24T08:00:00.000Z#0',
  title: 'Time for Vitamin D3',
  message: '2000 IU at 08:00',
  type: 'reminder',
  priority: 'high',
  timestamp: '2026-11-24T08:00:00.000Z',
  read: false,
  supplementId: '00000000-0000-4000-8000-000000000001',
  plannedAt: '2026-11-24T08:00:00.000Z',
};

describe('a dose reminder', () => {
  it('offers Mark as taken and Dismiss and carries what the worker needs to record the take', () => {
    const options = reminderNotificationOptions(base, false);
    expect(options.actions?.map((action) => action.title)).toEqual(['Mark as taken', 'Dismiss']);
    expect(options.tag).toBe(base.id);
    expect(options.data).toEqual({ key: base.id, supplementId: base.supplementId, plannedAt: base.plannedAt, demo: false });
  });
});

describe('a notice that is not a dose', () => {
  it('offers only Dismiss, and says when it comes from the demo', () => {
    const options = reminderNotificationOptions({ ...base, id: 'low-stock:x', type: 'warning', supplementId: null, plannedAt: null }, true);
    expect(options.actions?.map((action) => action.action)).toEqual(['dismiss']);
    expect(options.data.demo).toBe(true);
  });
});

describe('the worker message', () => {
  it('accepts a take with its slot and a dismiss with its key, nothing else', () => {
    expect(reminderActionSchema.safeParse({ type: 'reminder-action', action: 'take', key: 'k', supplementId: 's', plannedAt: 'p' }).success).toBe(true);
    expect(reminderActionSchema.safeParse({ type: 'reminder-action', action: 'dismiss', key: 'k' }).success).toBe(true);
    expect(reminderActionSchema.safeParse({ type: 'reminder-action', action: 'take', key: 'k', supplementId: null, plannedAt: null }).success).toBe(false);
    expect(reminderActionSchema.safeParse({ type: 'other', action: 'dismiss', key: 'k' }).success).toBe(false);
  });
});
