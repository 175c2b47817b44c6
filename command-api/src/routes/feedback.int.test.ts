import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRouteTestApp, type RouteTestApp } from '../testing/route-test-app.ts';
import { feedbackRoutes } from './feedback.ts';

let t: RouteTestApp;
beforeAll(async () => {
  t = await startRouteTestApp([feedbackRoutes]);
});
afterAll(async () => t?.close());

const note = { type: 'love', message: 'Nice app' };

/** A signed-out visitor, told apart by their address. */
const visitor = (remoteAddress: string, body: object, key: string) =>
  t.app.inject({ method: 'POST', url: '/api/feedback', remoteAddress, headers: { 'idempotency-key': key }, payload: body });

describe('anonymous feedback with an Idempotency-Key', () => {
  it('resent by the same visitor is written once', async () => {
    const first = await visitor('192.0.2.1', note, 'feedback-1');
    const again = await visitor('192.0.2.1', note, 'feedback-1');
    expect(first.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
  });

  it('sent by another visitor with the same key is written too: one visitor cannot suppress another', async () => {
    const first = await visitor('192.0.2.2', note, 'feedback-2');
    const other = await visitor('192.0.2.3', note, 'feedback-2');
    expect(other.statusCode).toBe(201);
    const [a, b] = [first.json<{ id: string }>().id, other.json<{ id: string }>().id];
    expect(b).not.toBe(a);
    expect(await t.store.readStream(`feedback-${b}`)).toHaveLength(1);
  });

  it('reused by the same visitor with another message is 422', async () => {
    await visitor('192.0.2.4', note, 'feedback-3');
    const reused = await visitor('192.0.2.4', { ...note, message: 'Something else' }, 'feedback-3');
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ code: 'idempotency_key_reused' });
  });
});
