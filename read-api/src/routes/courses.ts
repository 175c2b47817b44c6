import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { courseSchema, zoneName, zoneOf, zoneQuerySchema, type Course, type Zone } from '@regimen/domain';
import { courseProgress } from '@regimen/domain/rules/courses';
import { courseList } from '@regimen/domain/views/course-list';
import { sql, type DatabasePool } from 'slonik';
import { z } from 'zod';
import type { ReadContext } from '../read-context.ts';
import { untilTheMinuteTurns } from '../response-cache.ts';
import { savedZoneOf } from './account-settings.ts';

// progress as stored (recorded, or the full duration once completed); days done are added below.
const courseRow = courseSchema.omit({ currentDay: true, isActive: true });
const takenRow = z.object({ courseId: z.string(), supplementId: z.string(), takenAt: z.string() });

const courseColumns = sql.fragment`
  id, user_id as "userId", supplement_id as "supplementId", name, description,
  to_char(start_date, 'YYYY-MM-DD') as "startDate", to_char(end_date, 'YYYY-MM-DD') as "endDate",
  duration_days as "durationDays", dosage, timing, frequency, status, progress, notes, created_at as "createdAt"`;

/** Courses with progress (days done) counted from the takes inside each window, in the user's zone. */
async function coursesOf(pool: DatabasePool, userId: string, zone: Zone, onlyActive: boolean, now: Date): Promise<Course[]> {
  const filter = onlyActive ? sql.fragment`and status = 'active'` : sql.fragment``;
  const rows = await pool.any(sql.type(courseRow)`
    select ${courseColumns} from supplement_courses where user_id = ${userId} ${filter} order by created_at desc, id`);
  if (rows.length === 0) return [];
  // A day of slack either side: the window is in local days, the takes in instants.
  const taken = await pool.any(sql.type(takenRow)`
    select c.id as "courseId", t.supplement_id as "supplementId", t.taken_at as "takenAt"
    from supplement_courses c
    join supplement_takes t on t.user_id = c.user_id and t.supplement_id = c.supplement_id
    where c.user_id = ${userId} ${filter} and c.status <> 'completed' and t.taken_at is not null
      and t.taken_at >= c.start_date - interval '1 day' and t.taken_at < c.end_date + interval '2 days'`);
  return courseList(rows, taken, now, zone).map((course) => ({
    ...course,
    // Each course counts only the takes inside its own window (the join above), not its supplement's others.
    progress: courseProgress(course, taken.filter((take) => take.courseId === course.id), zone),
  }));
}

export const courseRoutes: FastifyPluginAsyncZod<ReadContext> = async (app, { pool, cachedReader }) => {
  const read = cachedReader(['supplement_courses', 'supplement_takes', 'users']);
  const schema = { querystring: zoneQuerySchema, response: { 200: z.array(courseSchema) } };
  // Progress and today's course day move with the clock: an answer serves until the next minute at most.
  app.get('/api/supplement-courses', { schema, config: { cachedRead: true } }, async (request, reply) =>
    read(request, reply, {
      variant: `all:${zoneName(zoneOf(request.query))}`,
      maxAgeMs: untilTheMinuteTurns,
      compute: async (userId, now) => coursesOf(pool, userId, zoneOf(request.query, await savedZoneOf(pool, userId)), false, now),
    }));
  app.get('/api/supplement-courses/active', { schema, config: { cachedRead: true } }, async (request, reply) =>
    read(request, reply, {
      variant: `active:${zoneName(zoneOf(request.query))}`,
      maxAgeMs: untilTheMinuteTurns,
      compute: async (userId, now) => coursesOf(pool, userId, zoneOf(request.query, await savedZoneOf(pool, userId)), true, now),
    }));
};
