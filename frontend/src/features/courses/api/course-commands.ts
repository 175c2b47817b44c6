import { commandAcceptedSchema, type CommandAccepted } from '@regimen/domain/contracts/commands';
import type { CreateCourseInput, UpdateCourseRequest } from '@regimen/domain/contracts/courses';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../../../lib/api-context.tsx';
import { oncePerMutation, randomUuid } from '../../../lib/ids.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** A course change affects the course lists and the schedule's course line, nothing else. */
function invalidateAfterCourseChange(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.courses.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.schedule.all }),
  ]);
}

/** Pass a fresh body object per submit: a retry of that submit reuses its Idempotency-Key. */
export function useCreateCourse() {
  const api = useApi();
  const queryClient = useQueryClient();
  const [keyFor] = useState(() => oncePerMutation((_: CreateCourseInput) => randomUuid()));
  return useMutation({
    mutationFn: (body: CreateCourseInput): Promise<CommandAccepted> =>
      api.send('POST', '/api/supplement-courses', body, commandAcceptedSchema, { idempotencyKey: keyFor(body) }),
    onSuccess: () => invalidateAfterCourseChange(queryClient),
  });
}

export type CourseChange = { courseId: string; update: UpdateCourseRequest | 'cancel' };

/** Pause, resume, complete (PUT with a status) and cancel (DELETE), as the spec calls them. */
export function useChangeCourse() {
  const api = useApi();
  const queryClient = useQueryClient();
  const [keyFor] = useState(() => oncePerMutation((_: CourseChange) => randomUuid()));
  return useMutation({
    mutationFn: (change: CourseChange): Promise<CommandAccepted> => {
      const path = `/api/supplement-courses/${encodeURIComponent(change.courseId)}`;
      const options = { idempotencyKey: keyFor(change) };
      return change.update === 'cancel'
        ? api.send('DELETE', path, undefined, commandAcceptedSchema, options)
        : api.send('PUT', path, change.update, commandAcceptedSchema, options);
    },
    onSuccess: () => invalidateAfterCourseChange(queryClient),
  });
}
