import { notificationListSchema } from '@regimen/domain/contracts/notifications';
import { commandAcceptedSchema } from '@regimen/domain/contracts/commands';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../lib/api-client.ts';
import { demoId } from '../features/supplements/demo/sample-supplements.ts';
import { createDemoFetch } from './demo-fetch.ts';

/**
 * The demo's bell runs the server scheduler's rule at read time and shows what it issued. The sample
 * cabinet fills the bell's ten places with 08:00 reminders: this dose at 08:07 is newer than them.
 */
function demoApi(clock: { now: Date }) {
  let id = 700;
  return createApiClient({ fetch: createDemoFetch({ now: () => clock.now, newId: () => demoId(++id), utcOffsetMinutes: 0, aiDelayMs: 0 }) });
}

const ours = (bell: { notifications: { id: string }[] }, supplementId: string) =>
  bell.notifications.map((notification) => notification.id).filter((id) => id.includes(supplementId)).sort();

describe('reminders in demo mode', () => {
  it('issues the reminder at the slot time, repeats it every 30 minutes, and a new low-stock notice only at the next crossing', async () => {
    const clock = { now: new Date('2025-06-15T08:05:00.000Z') };
    const api = demoApi(clock);
    const added = await api.send('POST', '/api/supplements', { name: 'Zinc', dosage: '15 mg', timing: 'morning', doseTimes: ['08:07'], currentStock: 2, lowStockThreshold: 5 }, commandAcceptedSchema);
    const bell = () => api.get('/api/notifications?utcOffset=0', notificationListSchema);
    const stockKey = (await bell()).notifications.find((notification) => notification.type === 'warning' && notification.id.includes(added.id))?.id;
    expect(stockKey).toMatch(new RegExp(`^stock:${added.id}:\\d+$`));
    expect(ours(await bell(), added.id)).toEqual([stockKey]);

    clock.now = new Date('2025-06-15T08:07:00.000Z');
    expect(ours(await bell(), added.id)).toEqual([`dose:${added.id}:2025-06-15T08:07:00.000Z#0`, stockKey]);
    clock.now = new Date('2025-06-15T08:38:00.000Z');
    expect(ours(await bell(), added.id)).toEqual([`dose:${added.id}:2025-06-15T08:07:00.000Z#1`, stockKey]);

    // Dismissed, the low-stock notice stays away; a refill above the threshold and a new low start a new crossing.
    await api.send('POST', '/api/notifications/dismiss', { key: stockKey }, commandAcceptedSchema);
    expect(ours(await bell(), added.id)).toEqual([`dose:${added.id}:2025-06-15T08:07:00.000Z#1`]);
    await api.send('POST', `/api/supplements/${added.id}/restock`, { units: 30 }, commandAcceptedSchema);
    expect(ours(await bell(), added.id)).toEqual([`dose:${added.id}:2025-06-15T08:07:00.000Z#1`]);
    await api.send('PUT', `/api/supplements/${added.id}`, { currentStock: 1 }, commandAcceptedSchema);
    const renewed = ours(await bell(), added.id).filter((id) => id.startsWith('stock:'));
    expect(renewed).toHaveLength(1);
    expect(renewed[0]).not.toBe(stockKey);
  });

  it('reminds a visitor on "Automatic" at the slot time of the zone their browser reported, read in any zone', async () => {
    // 08:07 in Tokyo is 23:07 UTC the day before.
    const clock = { now: new Date('2025-06-14T23:00:00.000Z') };
    const api = demoApi(clock);
    await api.send('POST', '/api/account/detected-time-zone', { timeZone: 'Asia/Tokyo' }, commandAcceptedSchema);
    const added = await api.send('POST', '/api/supplements', { name: 'Zinc', dosage: '15 mg', timing: 'morning', doseTimes: ['08:07'], currentStock: 30, lowStockThreshold: 5 }, commandAcceptedSchema);
    const reminders = async (zone: string) =>
      (await api.get(`/api/notifications?${zone}`, notificationListSchema)).notifications.filter((notification) => notification.type === 'reminder' && notification.id.includes(added.id));
    expect(await reminders('utcOffset=0')).toEqual([]);
    clock.now = new Date('2025-06-14T23:08:00.000Z');
    expect(await reminders('timeZone=Asia%2FTokyo')).toMatchObject([{ id: `dose:${added.id}:2025-06-14T23:07:00.000Z#0`, message: '15 mg · due at 08:07' }]);
    expect(await reminders('utcOffset=0')).toMatchObject([{ id: `dose:${added.id}:2025-06-14T23:07:00.000Z#0`, message: '15 mg · due at 23:07' }]);
  });
});
