import { describe, expect, it } from 'vitest';
import { supplementId, otherSupplementId } from '../testing/ids.ts';
import { courseDay, courseDayLabel, courseEndDate, courseProgress, defaultCourseName } from './courses.ts';

const course = { supplementId, startDate: '2025-03-01', endDate: '2025-03-30', durationDays: 30, status: 'active' };

describe('the course form rules', () => {
  it('ends on start plus duration minus one day', () => {
    expect(courseEndDate('2025-03-01', 30)).toBe('2025-03-30');
    expect(courseEndDate('2024-02-25', 7)).toBe('2024-03-02');
  });

  it('names the course after the supplement and its days', () => {
    expect(defaultCourseName('Ashwagandha', 30)).toBe('Ashwagandha 30-Day Course');
  });
});

describe('course progress', () => {
  it('counts days inside the window with a dose taken, once per day, in the user zone', () => {
    const takes = [
      { supplementId, takenAt: '2025-03-01T08:00:00Z' },
      { supplementId, takenAt: '2025-03-01T18:00:00Z' },
      { supplementId, takenAt: '2025-03-02T22:30:00Z' }, // already the 3rd in Berlin
      { supplementId, takenAt: '2025-02-28T08:00:00Z' }, // before the start
      { supplementId, takenAt: null },
      { supplementId: otherSupplementId, takenAt: '2025-03-04T08:00:00Z' },
    ];
    expect(courseProgress(course, takes, 'Europe/Berlin')).toBe(2);
    expect(courseProgress(course, takes, 0)).toBe(2);
  });

  it('is the full duration once completed', () => {
    expect(courseProgress({ ...course, status: 'completed' }, [], 0)).toBe(30);
  });

  it('is the progress the user recorded when days with logged doses are fewer, never past the duration', () => {
    const takes = [{ supplementId, takenAt: '2025-03-02T08:00:00Z' }, { supplementId, takenAt: '2025-03-03T08:00:00Z' }];
    expect(courseProgress({ ...course, progress: 10 }, takes, 0)).toBe(10);
    expect(courseProgress({ ...course, progress: 1 }, takes, 0)).toBe(2);
    expect(courseProgress({ ...course, progress: 0 }, [], 0)).toBe(0);
    expect(courseProgress({ ...course, durationDays: 7, progress: 9 }, [], 0)).toBe(7);
  });
});

describe('course day', () => {
  it('is 1 on the start date and null outside the window', () => {
    expect(courseDay(course, new Date('2025-03-01T12:00:00Z'), 'America/New_York')).toBe(1);
    expect(courseDay(course, new Date('2025-03-12T12:00:00Z'), 0)).toBe(12);
    expect(courseDay(course, new Date('2025-03-31T12:00:00Z'), 0)).toBeNull();
    expect(courseDay(course, new Date('2025-03-01T03:00:00Z'), 'America/New_York')).toBeNull();
  });

  it('reads as the schedule shows it', () => {
    expect(courseDayLabel('Ashwagandha', 12, 30)).toBe('Ashwagandha · day 12 of 30');
  });
});
