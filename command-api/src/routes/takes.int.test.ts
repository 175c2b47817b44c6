import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRouteTestApp, type RouteTestApp } from '../testing/route-test-app.ts';
import { supplementRoutes } from './supplements.ts';
import { takeRoutes } from './takes.ts';

let t: RouteTestApp;
beforeAll(async () => {
  t = await startRouteTestApp([supplementRoutes, takeRoutes]);
});
afterAll(async () => t?.close());

type Accepted = { id: string; revision: string; position: string };
const plannedAt = '2026-03-01T08:00:00.000Z';

const send = (method: 'POST' | 'PUT' | 'PATCH', url: string, userId: string | null, body: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { ...(userId ? t.as(userId) : {}), ...headers }, payload: body });

const supplementOf = async (userId: string, changes: object = {}): Promise<string> => {
  const added = (await send('POST', '/api/supplements', userId, { name: 'Magnesium', dosage: '200 mg' })).json<Accepted>();
  if (Object.keys(changes).length > 0) await send('PUT', `/api/supplements/${added.id}`, userId, changes);
  return added.id;
};

const record = (userId: string | null, supplementId: string, headers: Record<string, string> = {}, body: object = {}) =>
  send('POST', '/api/supplement-takes', userId, { supplementId, plannedAt, ...body }, headers);

describe('POST /api/supplement-takes', () => {
  it('answers 401 signed out', async () => {
    const response = await record(null, randomUUID());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'unauthorized' });
  });

  it('records a take of the user own supplement: 201, its own stream, taken at the planned time', async () => {
    const userId = randomUUID();
    const supplementId = await supplementOf(userId);
    const response = await record(userId, supplementId);
    expect(response.statusCode).toBe(201);
    const { id } = response.json<Accepted>();
    expect(await t.store.readStream(`take-${id}`)).toMatchObject([
      { type: 'TakeRecorded', data: { takeId: id, supplementId, supplementName: 'Magnesium', takenAt: plannedAt }, metadata: { userId } },
    ]);
  });

  it("refuses another user's supplement as not found", async () => {
    const supplementId = await supplementOf(randomUUID());
    const response = await record(randomUUID(), supplementId);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'supplement_not_found' });
  });

  it('refuses an inactive supplement with 409 supplement_inactive', async () => {
    const userId = randomUUID();
    const supplementId = await supplementOf(userId, { isActive: false });
    const response = await record(userId, supplementId);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'supplement_inactive' });
  });

  it('answers 400 naming the field for a bad plannedAt', async () => {
    const response = await send('POST', '/api/supplement-takes', randomUUID(), { supplementId: randomUUID(), plannedAt: 'tomorrow' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation', issues: [expect.objectContaining({ path: 'body.plannedAt' })] });
  });
});

describe('PATCH /api/supplement-takes/:id', () => {
  it('unmarks and marks the user own take; unmarking twice changes nothing', async () => {
    const userId = randomUUID();
    const { id } = (await record(userId, await supplementOf(userId))).json<Accepted>();
    const unmarked = await send('PATCH', `/api/supplement-takes/${id}`, userId, { takenAt: null });
    expect(unmarked.statusCode).toBe(200);
    expect(unmarked.json()).toMatchObject({ id, revision: '1' });
    expect((await send('PATCH', `/api/supplement-takes/${id}`, userId, { takenAt: null })).json()).toMatchObject({ revision: '1' });
    const marked = await send('PATCH', `/api/supplement-takes/${id}`, userId, { takenAt: '2026-03-01T08:30:00.000Z' });
    expect(marked.json()).toMatchObject({ revision: '2' });
    expect((await t.store.readStream(`take-${id}`)).map((event) => event.type)).toEqual(['TakeRecorded', 'TakeUnmarked', 'TakeMarked']);
  });

  it("answers another user's take as not found and leaves it alone", async () => {
    const owner = randomUUID();
    const { id } = (await record(owner, await supplementOf(owner))).json<Accepted>();
    const response = await send('PATCH', `/api/supplement-takes/${id}`, randomUUID(), { takenAt: null });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
    expect(await t.store.readStream(`take-${id}`)).toHaveLength(1);
  });

  it('answers 404 take_not_found for a take that does not exist', async () => {
    const response = await send('PATCH', `/api/supplement-takes/${randomUUID()}`, randomUUID(), { takenAt: null });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'take_not_found' });
  });
});

describe('an Idempotency-Key', () => {
  it('resent records one take and answers the same', async () => {
    const userId = randomUUID();
    const supplementId = await supplementOf(userId);
    const key = { 'idempotency-key': randomUUID() };
    const [first, again] = [await record(userId, supplementId, key), await record(userId, supplementId, key)];
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
  });

  it('reused for a take of another supplement is 422', async () => {
    const userId = randomUUID();
    const key = { 'idempotency-key': randomUUID() };
    await record(userId, await supplementOf(userId), key);
    const reused = await record(userId, await supplementOf(userId), key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ code: 'idempotency_key_reused' });
  });

  it('reused on another route, whose command writes another stream, is 422 and writes nothing there', async () => {
    const userId = randomUUID();
    const key = { 'idempotency-key': randomUUID() };
    const supplementId = await supplementOf(userId);
    const added = await send('POST', '/api/supplements', userId, { name: 'Iron', dosage: '10 mg' }, key);
    expect(added.statusCode).toBe(201);
    const reused = await record(userId, supplementId, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ code: 'idempotency_key_reused' });
  });
});
