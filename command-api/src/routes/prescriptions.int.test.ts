import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRouteTestApp, type RouteTestApp } from '../testing/route-test-app.ts';
import { prescriptionRoutes } from './prescriptions.ts';

let t: RouteTestApp;
beforeAll(async () => {
  t = await startRouteTestApp([prescriptionRoutes]);
});
afterAll(async () => t?.close());

const metformin = { medicationName: 'Metformin', dosage: '500 mg', frequency: 'twice-daily' };

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, userId: string | null, body?: object) =>
  t.app.inject({ method, url, headers: userId ? t.as(userId) : {}, ...(body ? { payload: body } : {}) });

const add = async (userId: string) => (await send('POST', '/api/prescriptions', userId, metformin)).json<{ id: string }>().id;

describe('prescription commands', () => {
  it('answer 401 signed out', async () => {
    expect((await send('POST', '/api/prescriptions', null, metformin)).statusCode).toBe(401);
  });

  it('add, update the notes of and remove the user own prescription', async () => {
    const userId = randomUUID();
    const created = await send('POST', '/api/prescriptions', userId, metformin);
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: string }>();
    expect((await send('PUT', `/api/prescriptions/${id}`, userId, { notes: 'with dinner' })).json()).toMatchObject({ id, revision: '1' });
    expect((await send('DELETE', `/api/prescriptions/${id}`, userId)).json()).toMatchObject({ id, revision: '2' });
  });

  it('edit any fields of a prescription, recording only what changed, and refuse an end before the start', async () => {
    const userId = randomUUID();
    const id = await add(userId);
    const edited = await send('PUT', `/api/prescriptions/${id}`, userId, { dosage: '1000 mg', frequency: 'twice-daily', startDate: '2025-03-01', isActive: false });
    expect(edited.statusCode).toBe(200);
    const events = await t.store.readStream(`prescription-${id}`);
    expect(events.at(-1)).toMatchObject({ type: 'PrescriptionUpdated', data: { prescriptionId: id, changes: { dosage: '1000 mg', startDate: '2025-03-01', isActive: false } } });

    const backwards = await send('PUT', `/api/prescriptions/${id}`, userId, { endDate: '2025-02-01' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({ code: 'prescription_dates_out_of_order' });
    expect((await send('PUT', `/api/prescriptions/${id}`, userId, { frequency: 'hourly' })).statusCode).toBe(400);
    expect(await t.store.readStream(`prescription-${id}`)).toHaveLength(2);
  });

  it("answer another user's prescription as not found and leave it alone", async () => {
    const owner = randomUUID();
    const id = await add(owner);
    for (const [method, body] of [['PUT', { notes: 'mine now' }], ['DELETE', undefined]] as const) {
      const response = await send(method, `/api/prescriptions/${id}`, randomUUID(), body);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found' });
    }
    expect(await t.store.readStream(`prescription-${id}`)).toHaveLength(1);
  });

  it('answer 404 prescription_not_found for one that does not exist', async () => {
    const response = await send('PUT', `/api/prescriptions/${randomUUID()}`, randomUUID(), { notes: 'x' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'prescription_not_found' });
  });
});
