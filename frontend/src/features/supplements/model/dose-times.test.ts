import { describe, expect, it } from 'vitest';
import { nextTimeToAdd, usualTimeOption, usualTimesText } from './dose-times.ts';

describe('the Times choice', () => {
  it('names the usual times of the timing and frequency', () => {
    expect(usualTimeOption('before-bed', 'daily')).toBe('Use the usual time for Before Bed (9:00 PM)');
    expect(usualTimesText('morning', 'twice-daily')).toBe('8:00 AM and 6:00 PM');
    expect(usualTimesText('empty-stomach', 'daily')).toBe('6:30 AM and 10:30 AM');
    expect(usualTimesText('morning', 'three-times-daily')).toBe('8:00 AM, 12:00 PM and 6:00 PM');
    expect(usualTimesText('morning', 'as-needed')).toBe('no planned times (as needed)');
  });

  it('offers the first usual time, then an hour after the last, never past midnight', () => {
    expect(nextTimeToAdd([], 'bedtime', 'daily')).toBe('21:00');
    expect(nextTimeToAdd(['07:15', ''], 'bedtime', 'daily')).toBe('08:15');
    expect(nextTimeToAdd(['23:30'], 'bedtime', 'daily')).toBe('23:59');
    expect(nextTimeToAdd([], 'morning', 'as-needed')).toBe('08:00');
  });
});
