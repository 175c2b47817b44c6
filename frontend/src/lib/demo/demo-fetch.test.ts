import { commandAcceptedSchema } from '@regimen/domain/contracts/commands';
import { dashboardStatsSchema } from '@regimen/domain/contracts/dashboard';
import { supplementSchema } from '@regimen/domain/contracts/supplements';
import { takeSchema } from '@regimen/domain/contracts/takes';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createApiClient } from '../api-client.ts';
import { DEMO_IDS, demoId, demoSupplements, demoTakes } from './demo-data.ts';
import { createDemoFetch } from './demo-fetch.ts';

const now = new Date('2025-06-15T12:00:00.000Z');

function demoApi() {
  let id = 500;
  const fetch = createDemoFetch({ now: () => now, newId: () => demoId(++id), utcOffsetMinutes: 0, takes: [] });
  return createApiClient({ fetch });
}

const addBody = { name: 'Vitamin K2', dosage: '100 mcg', timing: 'with-breakfast' };

describe('the demo sample data', () => {
  it('satisfies the contracts, with exactly one inactive supplement', () => {
    const supplements = z.array(supplementSchema).parse(demoSupplements());
    z.array(takeSchema).parse(demoTakes(supplements, now, 0));
    expect(supplements.filter((s) => !s.isActive)).toHaveLength(1);
  });
});

describe('the demo\'s morning', () => {
  it('has taken the morning doses whose slots are past, and none before they are due', () => {
    const supplements = demoSupplements();
    const at = (time: string) => new Date(`2025-06-15T${time}:00.000Z`);
    expect(demoTakes(supplements, at('06:00'), 0)).toEqual([]);
    const noon = demoTakes(supplements, at('12:00'), 0);
    expect(noon.map((take) => [take.supplementId, take.takenAt])).toEqual([
      [DEMO_IDS.probiotic, '2025-06-15T06:35:00.000Z'],
      [DEMO_IDS.vitaminD3, '2025-06-15T08:05:00.000Z'],
      [DEMO_IDS.multivitamin, '2025-06-15T08:05:00.000Z'],
    ]);
  });
});

describe('demo stats', () => {
  it('count active supplements and today\'s open doses locally, with the fixed interactions and adherence', async () => {
    const stats = await demoApi().get('/api/dashboard/stats', dashboardStatsSchema);
    const active = demoSupplements().filter((s) => s.isActive).length;
    // One dose each, except the probiotic on an empty stomach: 6:30 and 10:30.
    expect(stats).toEqual({ activeSupplements: active, dueToday: active + 1, interactions: 1, adherence: 85 });
  });
});

describe('adding a supplement in demo mode', () => {
  it('answers like a command, with the defaults, and shows up in the next read and the stats', async () => {
    const api = demoApi();
    const before = await api.get('/api/dashboard/stats', dashboardStatsSchema);

    const result = await api.send('POST', '/api/supplements', addBody, commandAcceptedSchema);
    const supplements = await api.get('/api/supplements', z.array(supplementSchema));
    const after = await api.get('/api/dashboard/stats', dashboardStatsSchema);

    expect(api.lastPosition()).toBe(result.position);
    expect(supplements.find((s) => s.id === result.id)).toMatchObject({ name: 'Vitamin K2', type: 'single', currentStock: 0 });
    expect(after.activeSupplements).toBe(before.activeSupplements + 1);
  });

  it('refuses a duplicate name with a message saying it already exists', async () => {
    const failure = demoApi().send('POST', '/api/supplements', { ...addBody, name: 'vitamin d3' }, commandAcceptedSchema);
    await expect(failure).rejects.toThrow(/^409: .*already exists/);
  });

  it('refuses a body without a dosage', async () => {
    const failure = demoApi().send('POST', '/api/supplements', { name: 'Zinc' }, commandAcceptedSchema);
    await expect(failure).rejects.toThrow(/^400: /);
  });
});

describe('marking and unmarking a take in demo mode', () => {
  it('records the take, then clears its takenAt', async () => {
    const api = demoApi();
    const at = now.toISOString();
    const take = { supplementId: DEMO_IDS.vitaminD3, plannedAt: at, takenAt: at };
    const { id } = await api.send('POST', '/api/supplement-takes', take, commandAcceptedSchema);
    await api.send('PATCH', `/api/supplement-takes/${id}`, { takenAt: null }, commandAcceptedSchema);

    const takes = await api.get('/api/supplement-takes', z.array(takeSchema));
    expect(takes).toEqual([expect.objectContaining({ id, supplementId: DEMO_IDS.vitaminD3, plannedAt: at, takenAt: null })]);
  });

  it('refuses a take of an inactive supplement', async () => {
    const at = now.toISOString();
    const take = { supplementId: DEMO_IDS.zinc, plannedAt: at, takenAt: at };
    await expect(demoApi().send('POST', '/api/supplement-takes', take, commandAcceptedSchema)).rejects.toThrow(/^409: /);
  });
});
