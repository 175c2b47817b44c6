import { describe, it } from 'vitest';
import { evolve as evolveCabinet, initialState as emptyCabinet } from '../supplement/supplement-state.ts';
import type { SupplementEvent } from '../supplement/supplement-events.ts';
import { deciderSpec } from '../testing/decider-spec.ts';
import { otherSupplementId, supplementId } from '../testing/ids.ts';
import { supplementAddedEvent } from '../testing/supplement-fixtures.ts';
import type { CourseCommand, StartCourse } from './course-commands.ts';
import { courseDecider } from './course-decide.ts';
import type { CourseEvent, CourseStarted } from './course-events.ts';

const courseId = '7d1e4a40-5b1c-4e7a-9c55-1f2a3b4c5d6e';
const cabinetOf = (events: readonly SupplementEvent[]) => events.reduce(evolveCabinet, emptyCabinet());
const given = deciderSpec(courseDecider(cabinetOf([supplementAddedEvent()])));

const startedData: CourseStarted['data'] = {
  courseId,
  supplementId,
  name: 'Vitamin D3 30-Day Course',
  description: null,
  startDate: '2025-03-01',
  endDate: '2025-03-30',
  durationDays: 30,
  dosage: '2000 IU',
  timing: 'morning',
  frequency: 'daily',
  notes: null,
};
const start: StartCourse = { type: 'StartCourse', data: startedData };
const started: CourseStarted = { type: 'CourseStarted', data: startedData };
const paused: CourseEvent = { type: 'CoursePaused', data: { courseId } };
const completed: CourseEvent = { type: 'CourseCompleted', data: { courseId, progress: 30 } };
const cancelled: CourseEvent = { type: 'CourseCancelled', data: { courseId } };
const command = (type: Exclude<CourseCommand['type'], 'StartCourse'>): CourseCommand => ({ type, data: { courseId } });

describe('StartCourse', () => {
  it('starts the course, active', () => {
    given([]).when(start).then([started]);
  });

  it("fills name, dosage, timing and frequency from the supplement when not given", () => {
    const bare: StartCourse = { ...start, data: { ...start.data, name: null, dosage: null, timing: null, frequency: null } };
    const fixture = supplementAddedEvent().data;
    given([])
      .when(bare)
      .then([
        {
          type: 'CourseStarted',
          data: { ...startedData, name: `${fixture.name} 30-Day Course`, dosage: fixture.dosage, timing: fixture.timing, frequency: fixture.frequency },
        },
      ]);
  });

  it('refuses a supplement not in the cabinet', () => {
    given([]).when({ ...start, data: { ...start.data, supplementId: otherSupplementId } }).thenThrows('SupplementNotFound');
  });

  it('refuses to start the same course twice', () => {
    given([started]).when(start).thenThrows('CourseAlreadyExists');
  });
});

describe('an active course', () => {
  it('pauses', () => {
    given([started]).when(command('PauseCourse')).then([paused]);
  });

  it('completes with progress set to the full duration', () => {
    given([started]).when(command('CompleteCourse')).then([completed]);
  });

  it('cannot be resumed', () => {
    given([started]).when(command('ResumeCourse')).thenThrows('CourseNotPaused');
  });

  it('is cancelled', () => {
    given([started]).when(command('CancelCourse')).then([cancelled]);
  });
});

describe('a paused course', () => {
  it('resumes', () => {
    given([started, paused]).when(command('ResumeCourse')).then([{ type: 'CourseResumed', data: { courseId } }]);
  });

  it('cannot be completed or paused again', () => {
    given([started, paused]).when(command('CompleteCourse')).thenThrows('CourseNotActive');
    given([started, paused]).when(command('PauseCourse')).thenThrows('CourseNotActive');
  });

  it('is cancelled', () => {
    given([started, paused]).when(command('CancelCourse')).then([cancelled]);
  });
});

describe('a finished course', () => {
  it.each([
    ['completed', completed],
    ['cancelled', cancelled],
  ])('refuses every action once %s', (_name, final) => {
    for (const type of ['PauseCourse', 'ResumeCourse', 'CompleteCourse', 'CancelCourse'] as const) {
      given([started, final]).when(command(type)).thenThrows('CourseFinished');
    }
  });
});

describe('a course that does not exist', () => {
  it('is not found', () => {
    given([]).when(command('PauseCourse')).thenThrows('CourseNotFound');
  });
});

describe('UpdateCourse (the spec PUT: status, progress)', () => {
  const update = (changes: { status?: 'active' | 'paused' | 'completed'; progress?: number }): CourseCommand => ({
    type: 'UpdateCourse',
    data: { courseId, ...changes },
  });
  const recorded = (progress: number): CourseEvent => ({ type: 'CourseProgressRecorded', data: { courseId, progress } });

  it('records progress from 0 to the full duration', () => {
    given([started]).when(update({ progress: 12 })).then([recorded(12)]);
    given([started]).when(update({ progress: 30 })).then([recorded(30)]);
    given([started, recorded(12)]).when(update({ progress: 0 })).then([recorded(0)]);
  });

  it('refuses progress beyond the course duration or below 0', () => {
    given([started]).when(update({ progress: 31 })).thenThrows('CourseProgressOutOfRange');
    given([started]).when(update({ progress: -1 })).thenThrows('CourseProgressOutOfRange');
    given([started]).when(update({ progress: 1.5 })).thenThrows('CourseProgressOutOfRange');
  });

  it('records nothing for the progress it already has', () => {
    given([started, recorded(12)]).when(update({ progress: 12 })).then([]);
  });

  it('records progress on a paused course, and then moves it', () => {
    given([started, paused]).when(update({ progress: 5, status: 'active' })).then([recorded(5), { type: 'CourseResumed', data: { courseId } }]);
  });

  it('moves the course by status as the single commands do', () => {
    given([started]).when(update({ status: 'paused' })).then([paused]);
    given([started]).when(update({ status: 'active' })).thenThrows('CourseNotPaused');
    given([started, paused]).when(update({ status: 'completed' })).thenThrows('CourseNotActive');
  });

  it('completes with the full duration, whatever progress is sent with it', () => {
    given([started, recorded(12)]).when(update({ status: 'completed', progress: 20 })).then([completed]);
    given([started]).when(update({ status: 'completed', progress: 31 })).thenThrows('CourseProgressOutOfRange');
  });

  it('refuses any change once finished, progress included', () => {
    given([started, completed]).when(update({ progress: 3 })).thenThrows('CourseFinished');
    given([started, cancelled]).when(update({ progress: 3 })).thenThrows('CourseFinished');
  });
});
