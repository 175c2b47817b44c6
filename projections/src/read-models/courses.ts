import { sql } from 'slonik';
import { defineProjection, indexName, statement, type SqlQuery, type Tables } from '../projection.ts';
import type { ProjectedEvent } from '../events.ts';
import { guardedUpdate, occurredAt, ownerOf } from './row-guards.ts';

type CourseTables = Tables<'supplement_courses'>;

const moveTo = (t: CourseTables, event: ProjectedEvent<'CoursePaused' | 'CourseResumed' | 'CourseCancelled'>, status: string): SqlQuery =>
  guardedUpdate(t.supplement_courses, event.data.courseId, event, [
    sql.fragment`status = ${status}`,
    sql.fragment`updated_at = ${occurredAt(event)}`,
  ]);

/**
 * Supplement courses (stream `course-<courseId>`). `progress` is the stored value: days done as
 * the user recorded them (PUT), the full duration once completed. Days with a dose taken inside the
 * window are counted at query time from `supplement_takes` in the user's zone, and the larger of
 * the two is the course's progress (domain/src/rules/courses.ts).
 */
export const coursesProjection = defineProjection({
  name: 'courses',
  // 2: progress stored (CourseProgressRecorded, CourseCompleted's full duration).
  version: 2,
  tables: ['supplement_courses'],
  rowsOfEventUserOnly: true,
  setup: (t) => [
    statement`
      create table if not exists ${t.supplement_courses} (
        id uuid primary key,
        user_id uuid not null,
        supplement_id uuid not null,
        name text not null,
        description text,
        start_date date not null,
        end_date date not null,
        duration_days integer not null,
        dosage text not null,
        timing text not null,
        frequency text not null,
        status text not null,
        progress integer not null default 0,
        notes text,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        last_event_revision bigint not null
      )`,
  ],
  indexes: (t) => [
    statement`create index if not exists ${indexName(t.supplement_courses, 'user_id_idx')} on ${t.supplement_courses} (user_id, created_at)`,
  ],
  handlers: {
    CourseStarted: (event, t) => {
      const d = event.data;
      return [
        statement`
          insert into ${t.supplement_courses} (id, user_id, supplement_id, name, description, start_date, end_date, duration_days,
            dosage, timing, frequency, status, notes, created_at, updated_at, last_event_revision)
          values (${d.courseId}, ${ownerOf(event)}, ${d.supplementId}, ${d.name}, ${d.description}, ${d.startDate}, ${d.endDate},
            ${d.durationDays}, ${d.dosage}, ${d.timing}, ${d.frequency}, 'active', ${d.notes}, ${occurredAt(event)}, ${occurredAt(event)},
            ${event.revision})
          on conflict (id) do nothing`,
      ];
    },
    CoursePaused: (event, t) => [moveTo(t, event, 'paused')],
    CourseResumed: (event, t) => [moveTo(t, event, 'active')],
    CourseCompleted: (event, t) => [
      guardedUpdate(t.supplement_courses, event.data.courseId, event, [
        sql.fragment`status = 'completed'`,
        sql.fragment`progress = ${event.data.progress}`,
        sql.fragment`updated_at = ${occurredAt(event)}`,
      ]),
    ],
    CourseCancelled: (event, t) => [moveTo(t, event, 'cancelled')],
    CourseProgressRecorded: (event, t) => [
      guardedUpdate(t.supplement_courses, event.data.courseId, event, [
        sql.fragment`progress = ${event.data.progress}`,
        sql.fragment`updated_at = ${occurredAt(event)}`,
      ]),
    ],
  },
  erase: (userId, t) => [statement`delete from ${t.supplement_courses} where user_id = ${userId}`],
});
