import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRouteTestApp, type RouteTestApp } from '../testing/route-test-app.ts';
import { courseRoutes } from './courses.ts';
import { supplementRoutes } from './supplements.ts';

let t: RouteTestApp;
beforeAll(async () => {
  t = await startRouteTestApp([supplementRoutes, courseRoutes]);
});
afterAll(async () => t?.close());

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, userId: string | null, body?: object) =>
  t.app.inject({ method, url, headers: userId ? t.as(userId) : {}, ...(body ? { payload: body } : {}) });

const supplementOf = async (userId: string) =>
  (await send('POST', '/api/supplements', userId, { name: 'Ashwagandha', dosage: '600 mg', timing: 'evening' })).json<{ id: string }>().id;

describe('course commands', () => {
  it('answer 401 signed out', async () => {
    expect((await send('POST', '/api/supplement-courses', null, { supplementId: randomUUID(), startDate: '2026-01-01' })).statusCode).toBe(401);
  });

  it('start a course named and filled from the supplement, then pause, resume and complete it', async () => {
    const userId = randomUUID();
    const supplementId = await supplementOf(userId);
    const created = await send('POST', '/api/supplement-courses', userId, { supplementId, startDate: '2026-01-01', durationDays: 14 });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: string }>();
    for (const status of ['paused', 'active', 'completed']) {
      expect((await send('PUT', `/api/supplement-courses/${id}`, userId, { status })).statusCode).toBe(200);
    }
    const events = await t.store.readStream(`course-${id}`);
    expect(events.map((event) => event.type)).toEqual(['CourseStarted', 'CoursePaused', 'CourseResumed', 'CourseCompleted']);
    expect(events[0]?.data).toMatchObject({ name: 'Ashwagandha 14-Day Course', dosage: '600 mg', timing: 'evening', endDate: '2026-01-14' });
    const final = await send('DELETE', `/api/supplement-courses/${id}`, userId);
    expect(final.statusCode).toBe(409);
    expect(final.json()).toMatchObject({ code: 'course_finished' });
  });

  it("answer another user's course as not found and leave it alone", async () => {
    const owner = randomUUID();
    const { id } = (await send('POST', '/api/supplement-courses', owner, { supplementId: await supplementOf(owner), startDate: '2026-01-01' })).json<{ id: string }>();
    for (const [method, body] of [['PUT', { status: 'paused' }], ['DELETE', undefined]] as const) {
      const response = await send(method, `/api/supplement-courses/${id}`, randomUUID(), body);
      expect(response.statusCode).toBe(404);
    }
    expect(await t.store.readStream(`course-${id}`)).toHaveLength(1);
  });

  it("refuse a course of another user's supplement", async () => {
    const response = await send('POST', '/api/supplement-courses', randomUUID(), { supplementId: await supplementOf(randomUUID()), startDate: '2026-01-01' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'supplement_not_found' });
  });

  it("say 'Start date is required' without one", async () => {
    const response = await send('POST', '/api/supplement-courses', randomUUID(), { supplementId: randomUUID() });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ issues: [{ path: 'body.startDate', message: 'Start date is required' }] });
  });

  it('record progress on PUT, checked against the course duration, with or without a status', async () => {
    const userId = randomUUID();
    const { id } = (await send('POST', '/api/supplement-courses', userId, { supplementId: await supplementOf(userId), startDate: '2026-01-01', durationDays: 14 })).json<{ id: string }>();
    expect((await send('PUT', `/api/supplement-courses/${id}`, userId, { progress: 5 })).statusCode).toBe(200);
    const beyond = await send('PUT', `/api/supplement-courses/${id}`, userId, { progress: 15 });
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json()).toMatchObject({ code: 'course_progress_out_of_range', detail: 'Progress must be between 0 and 14 days' });
    expect((await send('PUT', `/api/supplement-courses/${id}`, userId, { progress: 91 })).statusCode).toBe(400);
    const empty = await send('PUT', `/api/supplement-courses/${id}`, userId, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ issues: [{ message: 'Provide a status or a progress' }] });
    expect((await send('PUT', `/api/supplement-courses/${id}`, userId, { status: 'paused', progress: 6 })).statusCode).toBe(200);
    expect((await send('PUT', `/api/supplement-courses/${id}`, userId, { status: 'active' })).statusCode).toBe(200);
    expect((await send('PUT', `/api/supplement-courses/${id}`, userId, { status: 'completed', progress: 7 })).statusCode).toBe(200);
    const events = await t.store.readStream(`course-${id}`);
    expect(events.map((event) => [event.type, (event.data as { progress?: number }).progress])).toEqual([
      ['CourseStarted', undefined],
      ['CourseProgressRecorded', 5],
      ['CourseProgressRecorded', 6],
      ['CoursePaused', undefined],
      ['CourseResumed', undefined],
      ['CourseCompleted', 14],
    ]);
  });
});
