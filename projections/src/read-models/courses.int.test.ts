import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'slonik';
import { z } from 'zod';
import type { AnyProjectedEvent } from '../events.ts';
import { eventFactory, openTestDb, project, resetTables, snapshotAll, type TestDb } from '../testing/harness.ts';
import { coursesProjection } from './courses.ts';

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => {
  await db.close();
});

const Course = z.object({
  id: z.string(),
  user_id: z.string(),
  supplement_id: z.string(),
  name: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  duration_days: z.number(),
  status: z.string(),
  progress: z.number(),
  updated_at: z.string(),
  last_event_revision: z.bigint(),
});

const userId = randomUUID();
const supplementId = randomUUID();
let event: ReturnType<typeof eventFactory>;

const at = (minute: number): string => new Date(Date.UTC(2026, 0, 5, 8, minute)).toISOString();
const meta = (minute: number) => ({ userId, occurredAt: at(minute) });
const course = (id: string) =>
  db.pool.maybeOne(sql.type(Course)`
    select id, user_id, supplement_id, name, to_char(start_date, 'YYYY-MM-DD') as start_date, to_char(end_date, 'YYYY-MM-DD') as end_date,
      duration_days, status, progress, updated_at, last_event_revision
    from supplement_courses where id = ${id}`);

const started = (courseId: string): AnyProjectedEvent =>
  event(
    `course-${courseId}`,
    'CourseStarted',
    {
      courseId,
      supplementId,
      name: 'Ashwagandha 30-Day Course',
      description: null,
      startDate: '2026-01-05',
      endDate: '2026-02-03',
      durationDays: 30,
      dosage: '600 mg',
      timing: 'evening',
      frequency: 'daily',
      notes: null,
    },
    meta(0),
  );
const moved = (courseId: string, type: 'CoursePaused' | 'CourseResumed' | 'CourseCancelled', minute: number): AnyProjectedEvent =>
  event(`course-${courseId}`, type, { courseId }, meta(minute));

const applyIdempotently = async (when: AnyProjectedEvent): Promise<void> => {
  await project(db.pool, coursesProjection, when);
  const once = await snapshotAll(db.pool, coursesProjection);
  await project(db.pool, coursesProjection, when);
  expect(await snapshotAll(db.pool, coursesProjection)).toEqual(once);
};

beforeEach(async () => {
  await resetTables(db.pool, coursesProjection);
  event = eventFactory();
});

describe('CourseStarted', () => {
  it('adds an active course with its window', async () => {
    const courseId = randomUUID();
    await applyIdempotently(started(courseId));
    expect(await course(courseId)).toEqual({
      id: courseId,
      user_id: userId,
      supplement_id: supplementId,
      name: 'Ashwagandha 30-Day Course',
      start_date: '2026-01-05',
      end_date: '2026-02-03',
      duration_days: 30,
      status: 'active',
      progress: 0,
      updated_at: at(0),
      last_event_revision: 0n,
    });
  });
});

describe('given a started course', () => {
  const courseId = randomUUID();
  beforeEach(async () => {
    await project(db.pool, coursesProjection, started(courseId));
  });

  it('CoursePaused pauses it', async () => {
    await applyIdempotently(moved(courseId, 'CoursePaused', 1));
    expect(await course(courseId)).toMatchObject({ status: 'paused', updated_at: at(1), last_event_revision: 1n });
  });

  it('CourseResumed makes a paused course active again', async () => {
    await project(db.pool, coursesProjection, moved(courseId, 'CoursePaused', 1));
    await applyIdempotently(moved(courseId, 'CourseResumed', 2));
    expect(await course(courseId)).toMatchObject({ status: 'active', last_event_revision: 2n });
  });

  it('CourseCompleted completes it with progress the full duration', async () => {
    await applyIdempotently(event(`course-${courseId}`, 'CourseCompleted', { courseId, progress: 30 }, meta(3)));
    expect(await course(courseId)).toMatchObject({ status: 'completed', progress: 30, updated_at: at(3) });
  });

  it('CourseProgressRecorded stores the days done, status unchanged', async () => {
    await applyIdempotently(event(`course-${courseId}`, 'CourseProgressRecorded', { courseId, progress: 12 }, meta(2)));
    expect(await course(courseId)).toMatchObject({ status: 'active', progress: 12, updated_at: at(2), last_event_revision: 1n });
  });

  it('CourseCancelled cancels it', async () => {
    await applyIdempotently(moved(courseId, 'CourseCancelled', 4));
    expect(await course(courseId)).toMatchObject({ status: 'cancelled' });
  });

  it('an older event replayed after a newer one changes nothing', async () => {
    const pause = moved(courseId, 'CoursePaused', 1);
    await project(db.pool, coursesProjection, pause, moved(courseId, 'CourseResumed', 2));
    await project(db.pool, coursesProjection, pause);
    expect(await course(courseId)).toMatchObject({ status: 'active', last_event_revision: 2n });
  });
});
