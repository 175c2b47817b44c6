import { ignoreUnhandled } from '../assert-never.ts';
import type { EventWithMetadata } from '../event.ts';
import type { CourseEvent, CourseStarted } from './course-events.ts';

export type CourseRecord = CourseStarted['data'];
export type CourseStatus = 'active' | 'paused' | 'completed' | 'cancelled';

/** `ownerId` from the CourseStarted metadata; null (metadata missing) must mean "not yours". */
export type CourseState =
  | { readonly status: 'none' }
  | { readonly status: CourseStatus; readonly course: CourseRecord; readonly ownerId: string | null; readonly progress: number };

export function initialState(): CourseState {
  return { status: 'none' };
}

const moveTo = (state: CourseState, status: CourseStatus): CourseState => (state.status === 'none' ? state : { ...state, status });

export function evolve(state: CourseState, event: EventWithMetadata<CourseEvent>): CourseState {
  switch (event.type) {
    case 'CourseStarted':
      return { status: 'active', course: event.data, ownerId: event.metadata?.userId ?? null, progress: 0 };
    case 'CoursePaused':
      return moveTo(state, 'paused');
    case 'CourseResumed':
      return moveTo(state, 'active');
    case 'CourseCompleted':
      return state.status === 'none' ? state : { ...state, status: 'completed', progress: event.data.progress };
    case 'CourseProgressRecorded':
      return state.status === 'none' ? state : { ...state, progress: event.data.progress };
    case 'CourseCancelled':
      return moveTo(state, 'cancelled');
    default:
      return ignoreUnhandled(event, state);
  }
}

export function courseOwner(state: CourseState): string | null {
  return state.status === 'none' ? null : state.ownerId;
}
