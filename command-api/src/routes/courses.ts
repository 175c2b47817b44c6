import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  commandAcceptedSchema,
  courseOwner,
  createCourseRequestSchema,
  idSchema,
  updateCourseRequestSchema,
  type CourseCommand,
  type CourseState,
} from '@regimen/domain';
import { courseEndDate } from '@regimen/domain/rules/courses';
import { notFound } from '@regimen/server-kit/problem';
import { requireUserId } from '@regimen/server-kit/sessions';
import { z } from 'zod';
import { course } from '../aggregates.ts';
import { accept, commandContext } from '../command-context.ts';
import type { CommandDeps } from '../command-deps.ts';
import { execute } from '../execute.ts';
import { newEntityId } from '../ids.ts';

const params = z.object({ id: idSchema });
const accepted = { 200: commandAcceptedSchema, 201: commandAcceptedSchema };

/** Another user's course answers exactly like a missing one. */
const ownCourse = (state: CourseState, userId: string): void => {
  if (state.status !== 'none' && courseOwner(state) !== userId) throw notFound('Course');
};

/** Courses (spec: Supplement Courses tab); one stream per course. */
export const courseRoutes: FastifyPluginAsyncZod<CommandDeps> = async (app, { store }) => {
  app.post('/api/supplement-courses', { schema: { body: createCourseRequestSchema, response: accepted } }, async (request, reply) => {
    const userId = requireUserId(request);
    const context = commandContext(request, userId);
    const courseId = newEntityId(context.commandId);
    const { endDate: _checked, ...body } = request.body;
    const result = await execute(store, request, course, {
      key: [courseId],
      creates: true,
      context,
      command: (state): CourseCommand => {
        ownCourse(state, userId);
        return { type: 'StartCourse', data: { ...body, courseId, endDate: courseEndDate(body.startDate, body.durationDays) } };
      },
    });
    return accept(reply, courseId, result, 201);
  });

  // Spec: PUT carries status and progress; the decider checks progress against the course's duration.
  app.put('/api/supplement-courses/:id', { schema: { params, body: updateCourseRequestSchema, response: accepted } }, async (request, reply) => {
    const userId = requireUserId(request);
    const courseId = request.params.id;
    const result = await execute(store, request, course, {
      key: [courseId],
      context: commandContext(request, userId),
      command: (state): CourseCommand => {
        ownCourse(state, userId);
        return { type: 'UpdateCourse', data: { ...request.body, courseId } };
      },
    });
    return accept(reply, courseId, result);
  });

  // Spec: cancelling is the delete call; the course stays, cancelled (final).
  app.delete('/api/supplement-courses/:id', { schema: { params, response: accepted } }, async (request, reply) => {
    const userId = requireUserId(request);
    const courseId = request.params.id;
    const result = await execute(store, request, course, {
      key: [courseId],
      context: commandContext(request, userId),
      command: (state): CourseCommand => {
        ownCourse(state, userId);
        return { type: 'CancelCourse', data: { courseId } };
      },
    });
    return accept(reply, courseId, result);
  });
};
