import { describe, expect, it } from 'vitest';
import { courseActions, draftEndDate, draftErrors, draftName, progressOf } from './course-view.ts';

describe('course actions by status', () => {
  it('offer pause, complete and cancel while active; resume and cancel while paused; nothing when final', () => {
    expect(courseActions('active')).toEqual(['pause', 'complete', 'cancel']);
    expect(courseActions('paused')).toEqual(['resume', 'cancel']);
    expect(courseActions('completed')).toEqual([]);
    expect(courseActions('cancelled')).toEqual([]);
  });
});

describe('the course form', () => {
  const supplementId = '00000000-0000-4000-8000-000000000001';

  it('computes the end date as start plus duration minus one day', () => {
    expect(draftEndDate({ supplementId, startDate: '2025-03-01', durationDays: 30 })).toBe('2025-03-30');
    expect(draftEndDate({ supplementId, startDate: '', durationDays: 30 })).toBe('');
  });

  it("says 'Start date is required' without a start date", () => {
    expect(draftErrors({ supplementId, startDate: '', durationDays: 30 })).toEqual({ startDate: 'Start date is required' });
    expect(draftErrors({ supplementId, startDate: '2025-03-01', durationDays: 30 })).toEqual({});
  });

  it("names the course '{supplement} {days}-Day Course'", () => {
    expect(draftName('Ashwagandha', 60)).toBe('Ashwagandha 60-Day Course');
  });

  it('shows progress as days and a percent', () => {
    expect(progressOf({ progress: 12, durationDays: 30 })).toEqual({ text: '12 of 30 days', percent: 40 });
  });
});
