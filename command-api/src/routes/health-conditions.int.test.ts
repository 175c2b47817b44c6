import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestDateOnEarth } from '@regimen/domain/common-schemas';
import { startRouteTestApp, type RouteTestApp } from '../testing/route-test-app.ts';
import { healthConditionRoutes } from './health-conditions.ts';

let t: RouteTestApp;
beforeAll(async () => {
  t = await startRouteTestApp([healthConditionRoutes]);
});
afterAll(async () => t?.close());

/** A date no time zone has reached yet. */
const tomorrowEverywhere = (): string => latestDateOnEarth(Date.now() + 86_400_000);

const depression = { name: 'Depression', severity: 'moderate', symptoms: ['low mood', ' ', 'low mood', 'fatigue'], currentTreatments: ['sertraline'] };

const send = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, userId: string | null, body?: object) =>
  t.app.inject({ method, url, headers: userId ? t.as(userId) : {}, ...(body ? { payload: body } : {}) });

const add = async (userId: string) => (await send('POST', '/api/health-conditions', userId, depression)).json<{ id: string }>().id;

describe('health condition commands', () => {
  it('answer 401 signed out', async () => {
    expect((await send('POST', '/api/health-conditions', null, depression)).statusCode).toBe(401);
  });

  it('add with defaults, dropping blank and duplicate tags and storing empty optional text as null', async () => {
    const userId = randomUUID();
    const created = await send('POST', '/api/health-conditions', userId, { name: ' Migraine ', description: '', notes: '  ', symptoms: ['aura', 'aura', ''] });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: string }>();
    const [event] = await t.store.readStream(`health-condition-${id}`);
    expect(event).toMatchObject({
      type: 'HealthConditionAdded',
      data: { conditionId: id, name: 'Migraine', description: null, severity: 'mild', diagnosedDate: null, symptoms: ['aura'], currentTreatments: [], notes: null, isActive: true },
    });
  });

  it('edit with PUT or PATCH recording only what changed, then remove', async () => {
    const userId = randomUUID();
    const id = await add(userId);
    const events = async () => t.store.readStream(`health-condition-${id}`);
    expect((await events())[0]).toMatchObject({ data: { symptoms: ['low mood', 'fatigue'] } });
    expect((await send('PATCH', `/api/health-conditions/${id}`, userId, { severity: 'severe', name: 'Depression' })).statusCode).toBe(200);
    expect((await events()).at(-1)).toMatchObject({ type: 'HealthConditionUpdated', data: { changes: { severity: 'severe' } } });
    expect((await events()).at(-1)?.data).not.toHaveProperty('changes.name');
    expect((await send('PUT', `/api/health-conditions/${id}`, userId, { notes: 'better in summer' })).json()).toMatchObject({ id, revision: '2' });
    expect((await send('DELETE', `/api/health-conditions/${id}`, userId)).json()).toMatchObject({ id, revision: '3' });
    expect((await send('DELETE', `/api/health-conditions/${id}`, userId)).json()).toMatchObject({ code: 'health_condition_not_found' });
  });

  it('refuse bad input with 400 and record nothing', async () => {
    const userId = randomUUID();
    for (const body of [{}, { name: '   ' }, { name: 'x', severity: 'critical' }, { name: 'x', diagnosedDate: '2025-02-30' }, { name: 'x', diagnosedDate: tomorrowEverywhere() }, { name: 'x', symptoms: 'fever' }, { name: 'x'.repeat(201) }]) {
      const response = await send('POST', '/api/health-conditions', userId, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const id = await add(userId);
    expect((await send('PATCH', `/api/health-conditions/${id}`, userId, { severity: 'critical' })).statusCode).toBe(400);
    const future = await send('PATCH', `/api/health-conditions/${id}`, userId, { diagnosedDate: tomorrowEverywhere() });
    expect(future.json()).toMatchObject({ status: 400, issues: [{ path: 'body.diagnosedDate', message: 'Cannot be in the future' }] });
    expect(await t.store.readStream(`health-condition-${id}`)).toHaveLength(1);
  });

  it("answer another user's condition as not found and leave it alone", async () => {
    const owner = randomUUID();
    const id = await add(owner);
    for (const [method, body] of [['PUT', { notes: 'mine now' }], ['PATCH', { severity: 'mild' }], ['DELETE', undefined]] as const) {
      const response = await send(method, `/api/health-conditions/${id}`, randomUUID(), body);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found' });
    }
    expect(await t.store.readStream(`health-condition-${id}`)).toHaveLength(1);
  });
});
