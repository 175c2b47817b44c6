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

/** Through the per-event handler (the batch path has its own test). */
const byHandler = { ...feedbackProjection, applyBatch: undefined };

const applyIdempotently = async (when: AnyProjectedEvent): Promise<void> => {
  await project(db.pool, byHandler, when);
  const once = await snapshot(db.pool, 'feedback');
  await project(db.pool, byHandler, when);
  expect(await snapshot(db.pool, 'feedback')).toEqual(once);
};

beforeEach(async () => {
  await resetTables(db.pool, feedbackProjection);
  event = eventFactory();
});

describe('a batch of FeedbackSubmitted (the set-based applyBatch path)', () => {
  it('has exactly the handler\'s effect, a duplicate in the batch and a replay included', async () => {
    const batch = Array.from({ length: 5 }, (_, i) => {
      const feedbackId = randomUUID();
      return event(
        `feedback-${feedbackId}`,
        'FeedbackSubmitted',
        { feedbackId, type: 'general', rating: i % 2 ? i : null, message: `m${i}`, page: '/', userAgent: 'ua' },
        { userId: i % 2 ? randomUUID() : null, occurredAt },
      );
    });
    for (const item of batch) await project(db.pool, byHandler, item);
    const expected = await snapshot(db.pool, 'feedback');

    await resetTables(db.pool, feedbackProjection);
    await project(db.pool, feedbackProjection, ...batch, batch[0]!);
    expect(await snapshot(db.pool, 'feedback')).toEqual(expected);
    await project(db.pool, feedbackProjection, ...batch);
    expect(await snapshot(db.pool, 'feedback')).toEqual(expected);
  });
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

describe('FeedbackStatusChanged', () => {
  const submittedAt = '2026-01-05T08:00:00.000Z';
  const changedAt = '2026-01-06T09:30:00.000Z';
  const submit = (feedbackId: string) =>
    event(`feedback-${feedbackId}`, 'FeedbackSubmitted', { feedbackId, type: 'bug', rating: null, message: 'Broken', page: '/', userAgent: 'ua' }, { userId: null, occurredAt: submittedAt });
  const change = (feedbackId: string, status: 'new' | 'reviewed' | 'resolved', adminNotes: string | null, at = changedAt) =>
    event(`feedback-${feedbackId}`, 'FeedbackStatusChanged', { status, adminNotes }, { userId: null, occurredAt: at });

  it('sets the status, the notes and the update time', async () => {
    const feedbackId = randomUUID();
    await project(db.pool, byHandler, submit(feedbackId));
    await applyIdempotently(change(feedbackId, 'reviewed', 'Reproduced'));
    expect(await row(feedbackId)).toMatchObject({ status: 'reviewed', admin_notes: 'Reproduced', created_at: submittedAt, updated_at: changedAt });
  });

  it('is not undone when an older change is replayed after a newer one', async () => {
    const feedbackId = randomUUID();
    const submitted = submit(feedbackId);
    const reviewed = change(feedbackId, 'reviewed', 'Looking');
    const resolved = change(feedbackId, 'resolved', 'Fixed in 1.2', '2026-01-07T10:00:00.000Z');
    await project(db.pool, byHandler, submitted, reviewed, resolved);
    await project(db.pool, byHandler, reviewed);
    expect(await row(feedbackId)).toMatchObject({ status: 'resolved', admin_notes: 'Fixed in 1.2' });
  });

  it('has the same effect through the batch path, replay included', async () => {
    const ids = [randomUUID(), randomUUID()];
    const history = ids.flatMap((id, i) => [submit(id), change(id, 'reviewed', `n${i}`), change(id, 'resolved', null, '2026-01-08T00:00:00.000Z')]);
    for (const item of history) await project(db.pool, byHandler, item);
    const expected = await snapshot(db.pool, 'feedback');
    await resetTables(db.pool, feedbackProjection);
    await project(db.pool, feedbackProjection, ...history);
    expect(await snapshot(db.pool, 'feedback')).toEqual(expected);
    await project(db.pool, feedbackProjection, ...history);
    expect(await snapshot(db.pool, 'feedback')).toEqual(expected);
    expect(await row(ids[0]!)).toMatchObject({ status: 'resolved', admin_notes: null });
  });
});
