import { assertNever } from '../assert-never.ts';
import type { Decider } from '../decider.ts';
import { defaultCourseName } from '../rules/courses.ts';
import { findSupplement, type CabinetState } from '../supplement/supplement-state.ts';
import type { CourseCommand, StartCourse, UpdateCourse } from './course-commands.ts';
import { courseErrors } from './course-errors.ts';
import { courseStarted, type CourseEvent } from './course-events.ts';
import { evolve, initialState, type CourseState } from './course-state.ts';

const isFinal = (state: CourseState): boolean => state.status === 'completed' || state.status === 'cancelled';

function startCourse(command: StartCourse, state: CourseState, cabinet: CabinetState): CourseEvent[] {
  if (state.status !== 'none') throw courseErrors.alreadyExists();
  const supplement = findSupplement(cabinet, command.data.supplementId);
  if (supplement === undefined) throw courseErrors.supplementNotFound();
  const { name, dosage, timing, frequency } = command.data;
  const data = {
    ...command.data,
    name: name ?? defaultCourseName(supplement.name, command.data.durationDays),
    dosage: dosage ?? supplement.dosage,
    timing: timing ?? supplement.timing,
    frequency: frequency ?? supplement.frequency,
  };
  return [{ type: 'CourseStarted', data: courseStarted.schema.parse(data) }];
}

/** Spec section 4: active ⇄ paused; active → completed; any non-final → cancelled. */
function changeCourse(command: Exclude<CourseCommand, StartCourse>, state: CourseState): CourseEvent[] {
  if (state.status === 'none') throw courseErrors.notFound();
  if (isFinal(state)) throw courseErrors.finished();
  const { courseId } = command.data;
  switch (command.type) {
    case 'PauseCourse':
      if (state.status !== 'active') throw courseErrors.notActive();
      return [{ type: 'CoursePaused', data: { courseId } }];
    case 'ResumeCourse':
      if (state.status !== 'paused') throw courseErrors.notPaused();
      return [{ type: 'CourseResumed', data: { courseId } }];
    case 'CompleteCourse':
      if (state.status !== 'active') throw courseErrors.notActive();
      return [{ type: 'CourseCompleted', data: { courseId, progress: state.course.durationDays } }];
    case 'CancelCourse':
      return [{ type: 'CourseCancelled', data: { courseId } }];
    case 'UpdateCourse':
      return updateCourse(command, state);
    default:
      return assertNever(command);
  }
}

const statusCommands = { active: 'ResumeCourse', paused: 'PauseCourse', completed: 'CompleteCourse' } as const;

/**
 * The spec's PUT: progress (checked against this course's own duration) and then the status move.
 * Completing records the full duration, so a progress sent with it is checked and superseded.
 */
function updateCourse(command: UpdateCourse, state: Exclude<CourseState, { status: 'none' }>): CourseEvent[] {
  const { courseId, status, progress } = command.data;
  const { durationDays } = state.course;
  if (progress !== undefined && !(Number.isInteger(progress) && progress >= 0 && progress <= durationDays)) {
    throw courseErrors.progressOutOfRange(durationDays);
  }
  const recorded: CourseEvent[] =
    progress !== undefined && progress !== state.progress && status !== 'completed' ? [{ type: 'CourseProgressRecorded', data: { courseId, progress } }] : [];
  const moved = status === undefined ? [] : changeCourse({ type: statusCommands[status], data: { courseId } }, state);
  return [...recorded, ...moved];
}

/** Starting needs the user's cabinet to check the supplement; the other commands do not. */
function decide(command: CourseCommand, state: CourseState, cabinet: CabinetState): CourseEvent[] {
  return command.type === 'StartCourse' ? startCourse(command, state, cabinet) : changeCourse(command, state);
}

export function courseDecider(cabinet: CabinetState): Decider<CourseCommand, CourseState, CourseEvent> {
  return { initialState, evolve, decide: (command, state) => decide(command, state, cabinet) };
}
