import { commandAcceptedSchema } from '@regimen/domain/contracts/commands';
import { notificationListSchema } from '@regimen/domain/contracts/notifications';
import { SAFETY_CHANGE_TITLE } from '@regimen/domain/rules/safety-change-notice';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../lib/api-client.ts';
import { demoId } from '../features/supplements/demo/sample-supplements.ts';
import { createDemoFetch } from './demo-fetch.ts';

const now = new Date('2025-06-15T08:30:00.000Z');

function demoApi() {
  let id = 500;
  return createApiClient({ fetch: createDemoFetch({ now: () => now, newId: () => demoId(++id), utcOffsetMinutes: 0, aiDelayMs: 0 }) });
}

const bell = (api: ReturnType<typeof demoApi>) => api.get('/api/notifications?utcOffset=0', notificationListSchema);

describe('the safety-change notice in demo mode', () => {
  it('names the sample findings of rules the newest release added, and Acknowledge removes it', async () => {
    const api = demoApi();
    const notice = (await bell(api)).notifications.find((notification) => notification.title === SAFETY_CHANGE_TITLE);
    expect(notice?.findingIds?.length).toBeGreaterThan(0);
    expect(notice?.message).toMatch(/Why: .+Source: /);
    for (const findingId of notice?.findingIds ?? []) {
      await api.send('POST', '/api/notifications/acknowledge-finding', { findingId }, commandAcceptedSchema);
    }
    expect((await bell(api)).notifications.some((notification) => notification.title === SAFETY_CHANGE_TITLE)).toBe(false);
  });
});
