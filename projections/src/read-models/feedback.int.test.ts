import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'slonik';
import { z } from 'zod';
import type { AnyProjectedEvent } from '../events.ts';
import { eventFactory, openTestDb, project, resetTables, snapshot, type TestDb } from '../testing/harness.ts';
import { feedbackProjection } from './feedback.ts';

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => {
  await db.close();
});

const Feedback = z.object({
  id: z.string(),
  user_id: z.string().nullable(),
  type: z.string(),
  rating: z.number().nullable(),
  message: z.string(),
  page: z.string(),
  user_agent: z.string(),
  status: z.string(),
  admin_notes: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

let event: ReturnType<typeof eventFactory>;
const occurredAt = '2026-01-05T08:00:00.000Z';
const row = (id: string) => db.pool.maybeOne(sql.type(Feedback)`select * from feedback where id = ${id}`);

const applyIdempotently = async (when: AnyProjectedEvent): Promise<void> => {
  await project(db.pool, feedbackProjection, when);
  const once = await snapshot(db.pool, 'feedback');
  await project(db.pool, feedbackProjection, when);
  expect(await snapshot(db.pool, 'feedback')).toEqual(once);
};

beforeEach(async () => {
  await resetTables(db.pool, feedbackProjection);
  event = eventFactory();
});

describe('FeedbackSubmitted', () => {
  it('stores a signed-in user\'s feedback as new, without admin notes', async () => {
    const feedbackId = randomUUID();
    const userId = randomUUID();
    await applyIdempotently(
      event(
        `feedback-${feedbackId}`,
        'FeedbackSubmitted',
        { feedbackId, type: 'love', rating: 5, message: 'Great app', page: '/supplements', userAgent: 'Firefox' },
        { userId, occurredAt },
      ),
    );
    expect(await row(feedbackId)).toEqual({
      id: feedbackId,
      user_id: userId,
      type: 'love',
      rating: 5,
      message: 'Great app',
      page: '/supplements',
      user_agent: 'Firefox',
      status: 'new',
      admin_notes: null,
      created_at: occurredAt,
      updated_at: occurredAt,
    });
  });

  it('stores anonymous feedback with a null user', async () => {
    const feedbackId = randomUUID();
    await applyIdempotently(
      event(
        `feedback-${feedbackId}`,
        'FeedbackSubmitted',
        { feedbackId, type: 'bug', rating: null, message: 'Broken', page: '/', userAgent: 'curl' },
        { userId: null, occurredAt },
      ),
    );
    expect(await row(feedbackId)).toMatchObject({ user_id: null, rating: null, type: 'bug' });
  });
});
