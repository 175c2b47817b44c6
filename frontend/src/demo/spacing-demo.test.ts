import { notificationListSchema } from '@regimen/domain/contracts/notifications';
import { todayScheduleSchema } from '@regimen/domain/contracts/schedule';
import { commandAcceptedSchema } from '@regimen/domain/contracts/commands';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../lib/api-client.ts';
import { demoId } from '../features/supplements/demo/sample-supplements.ts';
import { createDemoFetch } from './demo-fetch.ts';

// 10:00 UTC: the 08:00 medicine and an 08:40 take are earlier today.
const now = new Date('2025-06-15T10:00:00.000Z');

function demoApi() {
  let id = 500;
  return createApiClient({ fetch: createDemoFetch({ now: () => now, newId: () => demoId(++id), utcOffsetMinutes: 0, aiDelayMs: 0 }) });
}

describe('spacing in demo mode', () => {
  it('proposes a calcium time after a levothyroxine the visitor adds, and warns of a take 40 minutes after it', async () => {
    const api = demoApi();
    await api.send('POST', '/api/prescriptions', { medicationName: 'Levothyroxine', dosage: '75 mcg', frequency: 'once-daily' }, commandAcceptedSchema);
    const added = await api.send('POST', '/api/supplements', { name: 'Calcium carbonate', dosage: '500 mg', timing: 'morning' }, commandAcceptedSchema);
    const today = await api.get('/api/schedule/today?utcOffset=0', todayScheduleSchema);
    const advice = today.slots.find((slot) => slot.supplementId === added.id)?.spacing ?? '';
    const [hours, minutes] = (advice.match(/at (\d\d):(\d\d) — \d+ h after levothyroxine$/) ?? []).slice(1).map(Number);
    expect((hours ?? 0) * 60 + (minutes ?? 0) - 8 * 60).toBeGreaterThanOrEqual(4 * 60);

    await api.send('POST', '/api/supplement-takes', { supplementId: added.id, plannedAt: '2025-06-15T08:00:00.000Z', takenAt: '2025-06-15T08:40:00.000Z' }, commandAcceptedSchema);
    const bell = await api.get('/api/notifications?utcOffset=0', notificationListSchema);
    expect(bell.notifications.map((notification) => notification.message)).toContain('You took calcium 40 minutes after levothyroxine; keep 4 hours apart.');
  });
});
