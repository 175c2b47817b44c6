import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRouteTestApp, type RouteTestApp } from '../testing/route-test-app.ts';
import { supplementRoutes } from './supplements.ts';

let t: RouteTestApp;
beforeAll(async () => {
  t = await startRouteTestApp([supplementRoutes], { tier: 'free' });
});
afterAll(async () => t?.close());

const magnesium = { name: 'Magnesium', dosage: '200 mg' };

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, userId: string | null, body?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { ...(userId ? t.as(userId) : {}), ...headers }, ...(body ? { payload: body } : {}) });

const add = async (userId: string, body: object = magnesium, headers: Record<string, string> = {}) => {
  const response = await send('POST', '/api/supplements', userId, body, headers);
  return { response, body: response.json<{ id: string; revision: string; position: string }>() };
};

describe('POST /api/supplements', () => {
  it('answers 401 signed out and writes nothing', async () => {
    const response = await send('POST', '/api/supplements', null, magnesium);
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ code: 'unauthorized' });
  });

  it('answers 400 naming the field for a bad body', async () => {
    const response = await send('POST', '/api/supplements', randomUUID(), { name: '', dosage: '1 mg' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation', issues: [expect.objectContaining({ path: 'body.name' })] });
  });

  it('adds to the user cabinet and answers 201 with id, revision and position', async () => {
    const userId = randomUUID();
    const { response, body } = await add(userId);
    expect(response.statusCode).toBe(201);
    expect(body).toEqual({ id: expect.any(String), revision: '0', position: expect.stringMatching(/^\d+$/) });
    expect(response.headers.etag).toBe('"0"');
    expect(response.headers['x-event-position']).toBe(body.position);
    const [event] = await t.store.readStream(`supplements-${userId}`);
    expect(event).toMatchObject({ type: 'SupplementAdded', data: { supplementId: body.id, name: 'Magnesium' }, metadata: { userId } });
  });

  it('refuses the eleventh supplement of a free user with 403 supplement_limit_reached', async () => {
    const userId = randomUUID();
    for (let i = 0; i < 10; i++) expect((await add(userId, { ...magnesium, name: `S${i}` })).response.statusCode).toBe(201);
    const eleventh = await add(userId, { ...magnesium, name: 'S10' });
    expect(eleventh.response.statusCode).toBe(403);
    expect(eleventh.body).toMatchObject({ code: 'supplement_limit_reached' });
  });
});

describe('PUT and DELETE /api/supplements/:id', () => {
  it('change the user own supplement', async () => {
    const userId = randomUUID();
    const { body } = await add(userId);
    const updated = await send('PUT', `/api/supplements/${body.id}`, userId, { currentStock: 30 });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id: body.id, revision: '1' });
    const removed = await send('DELETE', `/api/supplements/${body.id}`, userId);
    expect(removed.statusCode).toBe(200);
    expect((await send('PUT', `/api/supplements/${body.id}`, userId, { currentStock: 1 })).json()).toMatchObject({ status: 404, code: 'supplement_not_found' });
  });

  it("answer another user's supplement as not found and leave it alone", async () => {
    const owner = randomUUID();
    const { body } = await add(owner);
    for (const [method, payload] of [['PUT', { currentStock: 0 }], ['DELETE', undefined]] as const) {
      const response = await send(method, `/api/supplements/${body.id}`, randomUUID(), payload);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'supplement_not_found' });
    }
    expect(await t.store.readStream(`supplements-${owner}`)).toHaveLength(1);
  });

  it('answer 404 for a missing id and 400 for a malformed one', async () => {
    expect((await send('PUT', `/api/supplements/${randomUUID()}`, randomUUID(), { currentStock: 1 })).statusCode).toBe(404);
    const malformed = await send('PUT', '/api/supplements/not-an-id', randomUUID(), { currentStock: 1 });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'validation' });
  });
});

describe('If-Match', () => {
  it('a stale revision is 412 revision_mismatch naming no internal id, and nothing is written', async () => {
    const userId = randomUUID();
    const { body } = await add(userId);
    await send('PUT', `/api/supplements/${body.id}`, userId, { currentStock: 5 });
    const stale = await send('PUT', `/api/supplements/${body.id}`, userId, { currentStock: 6 }, { 'if-match': '"0"' });
    expect(stale.statusCode).toBe(412);
    const problem = stale.json<{ code: string; detail: string }>();
    expect(problem.code).toBe('revision_mismatch');
    expect(problem.detail).toContain('revision 1');
    expect(problem.detail).not.toContain(userId);
    expect(problem.detail).not.toContain('supplements-');
    expect(await t.store.readStream(`supplements-${userId}`)).toHaveLength(2);
    expect((await send('PUT', `/api/supplements/${body.id}`, userId, { currentStock: 6 }, { 'if-match': '"1"' })).statusCode).toBe(200);
  });

  it('a malformed If-Match is 400', async () => {
    expect((await send('PUT', `/api/supplements/${randomUUID()}`, randomUUID(), { currentStock: 1 }, { 'if-match': 'soon' })).statusCode).toBe(400);
  });
});

describe('an Idempotency-Key', () => {
  it('resent with the same request returns the first answer and writes once, whatever the JSON key order', async () => {
    const userId = randomUUID();
    const key = { 'idempotency-key': randomUUID() };
    const first = await add(userId, { name: 'Zinc', dosage: '15 mg' }, key);
    const again = await add(userId, { dosage: '15 mg', name: 'Zinc' }, key);
    expect(first.response.statusCode).toBe(201);
    expect(again.response.statusCode).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await t.store.readStream(`supplements-${userId}`)).toHaveLength(1);
  });

  it('reused with another body is 422 idempotency_key_reused, and nothing is written', async () => {
    const userId = randomUUID();
    const key = { 'idempotency-key': randomUUID() };
    await add(userId, { name: 'Zinc', dosage: '15 mg' }, key);
    const reused = await add(userId, { name: 'Iron', dosage: '15 mg' }, key);
    expect(reused.response.statusCode).toBe(422);
    expect(reused.body).toMatchObject({ code: 'idempotency_key_reused' });
    expect(await t.store.readStream(`supplements-${userId}`)).toHaveLength(1);
  });

  it('reused on another route of the same stream is 422', async () => {
    const userId = randomUUID();
    const key = { 'idempotency-key': randomUUID() };
    const { body } = await add(userId, magnesium, key);
    const reused = await send('PUT', `/api/supplements/${body.id}`, userId, { currentStock: 3 }, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ code: 'idempotency_key_reused' });
    expect(await t.store.readStream(`supplements-${userId}`)).toHaveLength(1);
  });

  it('of one user does not touch another user sending the same key', async () => {
    const key = { 'idempotency-key': 'shared-key' };
    const [one, two] = [randomUUID(), randomUUID()];
    const first = await add(one, magnesium, key);
    const second = await add(two, magnesium, key);
    expect(second.response.statusCode).toBe(201);
    expect(second.body.id).not.toBe(first.body.id);
  });
});
