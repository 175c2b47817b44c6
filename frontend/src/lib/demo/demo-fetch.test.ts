import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createApiClient } from '../api-client.ts';
import { commandResultSchema, dashboardStatsSchema, supplementSchema, supplementTakeSchema } from '../contracts-tmp.ts';
import { createDemoFetch, deriveDemoStats } from './demo-fetch.ts';
import { demoSupplements } from './demo-data.ts';

const now = new Date(2025, 5, 15, 12, 0);

function demoApi() {
  let id = 0;
  return createApiClient({ fetch: createDemoFetch({ now: () => now, newId: () => `id-${++id}`, takes: [] }) });
}

const addBody = {
  name: 'Vitamin K2',
  brand: null,
  type: 'single',
  dosage: '100 mcg',
  frequency: 'daily',
  timing: 'with-breakfast',
  currentStock: 30,
  lowStockThreshold: 10,
  isActive: true,
  fastingSafe: false,
  nextDueTime: '8:00 AM',
  notes: null,
  ingredients: null,
} as const;

describe('the demo sample data', () => {
  it('satisfies the supplement contract and includes one inactive supplement', () => {
    const supplements = z.array(supplementSchema).parse(demoSupplements());
    expect(supplements.filter((s) => !s.isActive)).toHaveLength(1);
  });
});

describe('demo stats', () => {
  it('count active supplements locally with the fixed interactions and adherence', () => {
    const supplements = demoSupplements();
    const active = supplements.filter((s) => s.isActive).length;
    expect(deriveDemoStats(supplements)).toEqual({ activeSupplements: active, dueToday: active, interactions: 1, adherence: 85 });
  });
});

describe('adding a supplement in demo mode', () => {
  it('answers like a command and shows up in the next read and the stats', async () => {
    const api = demoApi();
    const before = await api.get('/api/dashboard/stats', dashboardStatsSchema);

    const result = await api.send('POST', '/api/supplements', addBody, commandResultSchema);
    const supplements = await api.get('/api/supplements', z.array(supplementSchema));
    const after = await api.get('/api/dashboard/stats', dashboardStatsSchema);

    expect(api.lastPosition()).toBe(result.position);
    expect(supplements.find((s) => s.id === result.id)?.name).toBe('Vitamin K2');
    expect(after.activeSupplements).toBe(before.activeSupplements + 1);
  });

  it('refuses a duplicate name with a message saying it already exists', async () => {
    const api = demoApi();
    await expect(api.send('POST', '/api/supplements', { ...addBody, name: 'vitamin d3' }, commandResultSchema)).rejects.toThrow(
      /409: .*already exists/,
    );
  });
});

describe('marking and unmarking a take in demo mode', () => {
  it('records the take, then clears its takenAt', async () => {
    const api = demoApi();
    const at = now.toISOString();
    const { id } = await api.send(
      'POST',
      '/api/supplement-takes',
      { supplementId: 'demo-vitamin-d3', plannedAt: at, takenAt: at },
      commandResultSchema,
    );
    await api.send('PATCH', `/api/supplement-takes/${id}`, { takenAt: null }, commandResultSchema);

    const takes = await api.get('/api/supplement-takes', z.array(supplementTakeSchema));
    expect(takes).toEqual([expect.objectContaining({ id, supplementId: 'demo-vitamin-d3', takenAt: null, plannedAt: at })]);
  });

  it('refuses a take of an inactive supplement', async () => {
    const at = now.toISOString();
    const take = { supplementId: 'demo-zinc', plannedAt: at, takenAt: at };
    await expect(demoApi().send('POST', '/api/supplement-takes', take, commandResultSchema)).rejects.toThrow(/^409: /);
  });
});
