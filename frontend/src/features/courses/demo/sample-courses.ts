import { courseDecider } from '@regimen/domain/course/course-decide';
import { addDays, localDateOf } from '@regimen/domain/rules/local-day';
import { courseEndDate } from '@regimen/domain/rules/courses';
import { supplementDecider } from '@regimen/domain/supplement/supplement-decide';
import { supplementList } from '@regimen/domain/views/supplement-list';
import type { DemoContext } from '../../../lib/demo/demo-slice.ts';
import { demoStreams } from '../../../lib/demo/demo-streams.ts';

// Two courses, as a visitor would have them: one running (day 12 of 30), one paused.
const SAMPLES = [
  { name: 'Ashwagandha KSM-66', daysAgo: 11, durationDays: 30, pause: false },
  { name: 'Iron Bisglycinate', daysAgo: 20, durationDays: 60, pause: true },
] as const;

/** Started through the course decider, like any visitor's course. */
export function seedCourses(context: DemoContext): void {
  const today = localDateOf(context.now(), context.utcOffsetMinutes());
  const supplements = supplementList(context.events());
  const cabinet = context.store.fold(demoStreams.cabinet(context.user.id), supplementDecider);
  for (const sample of SAMPLES) {
    const supplement = supplements.find((candidate) => candidate.name === sample.name);
    if (supplement === undefined) continue;
    const courseId = context.newId();
    const startDate = addDays(today, -sample.daysAgo);
    const decider = courseDecider(cabinet);
    context.execute({
      streamId: demoStreams.course(courseId),
      decider,
      command: () => ({
        type: 'StartCourse' as const,
        data: {
          courseId,
          supplementId: supplement.id,
          name: null,
          description: null,
          startDate,
          endDate: courseEndDate(startDate, sample.durationDays),
          durationDays: sample.durationDays,
          dosage: null,
          timing: null,
          frequency: null,
          notes: null,
        },
      }),
    });
    if (sample.pause) {
      context.execute({ streamId: demoStreams.course(courseId), decider, command: () => ({ type: 'PauseCourse' as const, data: { courseId } }) });
    }
  }
}
