import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRouteTestApp, type RouteTestApp } from '../testing/route-test-app.ts';
import { adminFeedbackRoutes } from './admin-feedback.ts';
import { feedbackRoutes } from './feedback.ts';

// The admin guard has its own test (app/src/admin-routes.int.test.ts); here the route's own work.
let t: RouteTestApp;
beforeAll(async () => {
  t = await startRouteTestApp([feedbackRoutes, adminFeedbackRoutes]);
});
afterAll(async () => t?.close());

const submit = async (): Promise<string> => {
  const response = await t.app.inject({ method: 'POST', url: '/api/feedback', headers: t.as(randomUUID()), payload: { type: 'bug', message: 'Broken chart' } });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: string }>().id;
};

const patch = (id: string, adminId: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/feedback/${id}/status`, headers: t.as(adminId), payload });

describe('PATCH /api/admin/feedback/:id/status', () => {
  it('records the new status and notes with the acting admin as actor', async () => {
    const id = await submit();
    const adminId = randomUUID();
    const response = await patch(id, adminId, { status: 'reviewed', adminNotes: 'Reproduced on Safari' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, revision: '1' });
    const events = await t.store.readStream(`feedback-${id}`);
    expect(events.at(-1)).toMatchObject({
      type: 'FeedbackStatusChanged',
      data: { status: 'reviewed', adminNotes: 'Reproduced on Safari' },
      metadata: { userId: null, actorId: adminId },
    });
  });

  it('answers 404 feedback_not_found for feedback nobody sent', async () => {
    const response = await patch(randomUUID(), randomUUID(), { status: 'resolved' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'feedback_not_found' });
  });

  it('answers 400 naming the field for an unknown status', async () => {
    const response = await patch(await submit(), randomUUID(), { status: 'closed' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation', issues: [expect.objectContaining({ path: 'body.status' })] });
  });
});
