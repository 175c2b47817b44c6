import type { Course } from '../contracts/courses.ts';
import type { Take } from '../contracts/takes.ts';
import { courseDay, courseProgress } from '../rules/courses.ts';
import type { Zone } from '../rules/local-day.ts';
import type { ViewEvent } from './view-event.ts';

/** A row as the projection stores it: `progress` is the recorded value, not yet the days done. */
type CourseRow = Omit<Course, 'currentDay' | 'isActive'>;

/**
 * The course rows the `courses` projection writes, folded from events (demo mode reads these),
 * newest first like the read API.
 */
export function courseRows(events: readonly ViewEvent[]): CourseRow[] {
  const rows = new Map<string, CourseRow>();
  const change = (courseId: string, changes: Partial<CourseRow>) => {
    const row = rows.get(courseId);
    if (row !== undefined) rows.set(courseId, { ...row, ...changes });
  };
  const move = (courseId: string, status: Course['status']) => change(courseId, { status });
  for (const event of events) {
    switch (event.type) {
      case 'CourseStarted': {
        const { courseId, ...fields } = event.data;
        if (!rows.has(courseId) && event.metadata.userId !== null) {
          rows.set(courseId, { id: courseId, userId: event.metadata.userId, ...fields, status: 'active', progress: 0, createdAt: event.metadata.occurredAt });
        }
        break;
      }
      case 'CoursePaused':
        move(event.data.courseId, 'paused');
        break;
      case 'CourseResumed':
        move(event.data.courseId, 'active');
        break;
      case 'CourseCompleted':
        change(event.data.courseId, { status: 'completed', progress: event.data.progress });
        break;
      case 'CourseProgressRecorded':
        change(event.data.courseId, { progress: event.data.progress });
        break;
      case 'CourseCancelled':
        move(event.data.courseId, 'cancelled');
        break;
      default:
        break;
    }
  }
  return [...rows.values()].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || a.id.localeCompare(b.id));
}

/** The course list (`GET /api/supplement-courses`): rows with progress and today's day, as the read API adds them. */
export function courseList(rows: readonly CourseRow[], takes: readonly Pick<Take, 'supplementId' | 'takenAt'>[], now: Date, zone: Zone): Course[] {
  return rows.map((row) => ({
    ...row,
    progress: courseProgress(row, takes, zone),
    currentDay: courseDay(row, now, zone),
    isActive: row.status === 'active' || row.status === 'paused',
  }));
}
