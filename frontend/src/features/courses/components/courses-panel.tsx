import type { Course } from '@regimen/domain/contracts/courses';
import { CalendarRange, Plus, RotateCw } from 'lucide-react';
import { useState } from 'react';
import { Badge, type BadgeVariant } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Progress } from '../../../components/ui/progress.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { settle } from '../../../lib/settle.ts';
import { useChangeCourse, useCreateCourse } from '../api/course-commands.ts';
import { useCourses } from '../api/get-courses.ts';
import { actionErrors, actionLabels, courseActions, CREATE_ERROR, progressOf, statusLabels, type CourseAction } from '../model/course-view.ts';
import { CourseForm, type CourseSupplement } from './course-form.tsx';

const STATUS_BADGES: Record<Course['status'], BadgeVariant> = {
  active: 'default',
  paused: 'warning',
  completed: 'blue',
  cancelled: 'neutral',
};

const DONE: Record<CourseAction, string> = {
  pause: 'Course paused',
  resume: 'Course resumed',
  complete: 'Course completed',
  cancel: 'Course cancelled',
};

const UPDATES = { pause: { status: 'paused' }, resume: { status: 'active' }, complete: { status: 'completed' }, cancel: 'cancel' } as const;

/** The Supplement Courses tab: the list with status-dependent actions, the create form, the empty state. */
export function CoursesPanel({ supplements, today }: { supplements: readonly CourseSupplement[]; today: string }) {
  const courses = useCourses();
  const createCourse = useCreateCourse();
  const changeCourse = useChangeCourse();
  const toast = useToast();
  const [creating, setCreating] = useState(false);

  function act(course: Course, action: CourseAction) {
    settle(changeCourse.mutateAsync({ courseId: course.id, update: UPDATES[action] }), {
      onSuccess: () => toast({ title: DONE[action], description: course.name }),
      onError: () => toast({ title: 'Error', description: actionErrors[action], variant: 'error' }),
    });
  }

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle as="h2" id="courses-heading">
            Supplement Courses
          </CardTitle>
          <CardDescription>Time-boxed courses with a start and an end.</CardDescription>
        </div>
        {!creating && (
          <Button onClick={() => setCreating(true)} disabled={supplements.length === 0}>
            <Plus aria-hidden="true" />
            New Course
          </Button>
        )}
      </CardHeader>
      <CardContent className="grid gap-4">
        {creating && (
          <CourseForm
            supplements={supplements}
            today={today}
            pending={createCourse.isPending}
            onCancel={() => setCreating(false)}
            onSubmit={(body) =>
              settle(createCourse.mutateAsync(body), {
                onSuccess: () => {
                  setCreating(false);
                  toast({ title: 'Course created', description: body.name ?? undefined });
                },
                onError: () => toast({ title: 'Error', description: CREATE_ERROR, variant: 'error' }),
              })
            }
          />
        )}
        {courses.isError ? (
          <div role="alert" className="grid justify-items-start gap-2 text-sm">
            <p>Could not load your courses.</p>
            <Button variant="outline" size="sm" onClick={() => void courses.refetch()}>
              <RotateCw aria-hidden="true" />
              Try again
            </Button>
          </div>
        ) : courses.data === undefined ? (
          <div role="status" aria-label="Loading courses" className="grid gap-2">
            <Skeleton className="h-20" />
            <Skeleton className="h-20" />
          </div>
        ) : courses.data.length === 0 ? (
          <div className="text-muted-foreground flex flex-col items-center gap-2 py-6 text-center text-sm">
            <CalendarRange aria-hidden="true" className="size-8" />
            <p>No courses yet. Start one to take a supplement for a set number of days.</p>
          </div>
        ) : (
          <ul aria-labelledby="courses-heading" className="grid gap-3">
            {courses.data.map((course) => {
              const progress = progressOf(course);
              return (
                <li key={course.id} data-testid="course" className="grid gap-2 rounded-lg border p-3">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <h3 className="font-medium">{course.name}</h3>
                    <Badge variant={STATUS_BADGES[course.status]}>{statusLabels[course.status]}</Badge>
                  </div>
                  <p className="text-muted-foreground text-xs">
                    {course.startDate} – {course.endDate} · {course.dosage}
                    {course.currentDay !== null && course.status === 'active' ? ` · day ${course.currentDay} of ${course.durationDays}` : ''}
                  </p>
                  <Progress value={progress.percent} label={`${course.name} progress`} valueText={progress.text} />
                  <p className="text-muted-foreground text-xs">{progress.text}</p>
                  {courseActions(course.status).length > 0 && (
                    <div className="flex flex-wrap gap-2">
                      {courseActions(course.status).map((action) => (
                        <Button
                          key={action}
                          size="sm"
                          variant={action === 'cancel' ? 'outline' : 'secondary'}
                          disabled={changeCourse.isPending}
                          onClick={() => act(course, action)}
                          aria-label={`${actionLabels[action]} ${course.name}`}
                        >
                          {actionLabels[action]}
                        </Button>
                      ))}
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
