import { createCourseRequestSchema, updateCourseRequestSchema } from '@regimen/domain/contracts/courses';
import { zoneOf, zoneQuerySchema } from '@regimen/domain/contracts/schedule';
import { courseDecider } from '@regimen/domain/course/course-decide';
import type { CourseState } from '@regimen/domain/course/course-state';
import { courseEndDate } from '@regimen/domain/rules/courses';
import { supplementDecider } from '@regimen/domain/supplement/supplement-decide';
import { courseList, courseRows } from '@regimen/domain/views/course-list';
import { takeList } from '@regimen/domain/views/take-list';
import { commandRoute } from '../../../lib/demo/command-route.ts';
import { json, notFound, parseOr400 } from '../../../lib/demo/demo-http.ts';
import type { DemoContext, DemoRequest, DemoSlice } from '../../../lib/demo/demo-slice.ts';
import { demoStreams } from '../../../lib/demo/demo-streams.ts';
import { seedCourses } from './sample-courses.ts';

const stream = (_context: DemoContext, courseId: string) => demoStreams.course(courseId);
const cabinetOf = (context: DemoContext) => context.store.fold(demoStreams.cabinet(context.user.id), supplementDecider);

/** Another user's course answers exactly like a missing one (as in command-api/src/routes/courses.ts). */
const ownCourse = (state: CourseState, context: DemoContext): void => {
  if (state.status !== 'none' && state.ownerId !== context.user.id) throw notFound('Course not found');
};

const list = (request: DemoRequest, context: DemoContext, onlyActive: boolean) => {
  const zone = zoneOf(parseOr400(zoneQuerySchema, Object.fromEntries(request.query), 'querystring'));
  const events = context.events();
  const rows = courseRows(events).filter((row) => !onlyActive || row.status === 'active');
  return json(courseList(rows, takeList(events), context.now(), zone));
};

/** Courses as the command and read APIs run them, through the course decider. */
export const coursesDemo: DemoSlice = {
  routes: [
    { method: 'GET', path: '/api/supplement-courses', handle: (request, context) => list(request, context, false) },
    { method: 'GET', path: '/api/supplement-courses/active', handle: (request, context) => list(request, context, true) },
    commandRoute({
      method: 'POST',
      path: '/api/supplement-courses',
      body: createCourseRequestSchema,
      stream,
      decider: (context) => courseDecider(cabinetOf(context)),
      command: ({ id, body: { endDate: _checked, ...body }, state, context }) => {
        ownCourse(state, context);
        return { type: 'StartCourse' as const, data: { ...body, courseId: id, endDate: courseEndDate(body.startDate, body.durationDays) } };
      },
    }),
    commandRoute({
      method: 'PUT',
      path: '/api/supplement-courses/:id',
      body: updateCourseRequestSchema,
      stream,
      decider: (context) => courseDecider(cabinetOf(context)),
      command: ({ id, body, state, context }) => {
        ownCourse(state, context);
        return { type: 'UpdateCourse' as const, data: { ...body, courseId: id } };
      },
    }),
    commandRoute({
      method: 'DELETE',
      path: '/api/supplement-courses/:id',
      stream,
      decider: (context) => courseDecider(cabinetOf(context)),
      command: ({ id, state, context }) => {
        ownCourse(state, context);
        return { type: 'CancelCourse' as const, data: { courseId: id } };
      },
    }),
  ],
  seed: seedCourses,
};
