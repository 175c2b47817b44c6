import { describe, expect, it } from 'vitest';
import { frequencyLabel, TIMING_OPTIONS } from './supplement-options.ts';

describe('frequencyLabel', () => {
  it('labels both spellings of a frequency alike', () => {
    expect(frequencyLabel('twice_daily')).toBe('Twice daily');
    expect(frequencyLabel('twice-daily')).toBe('Twice daily');
    expect(frequencyLabel('As_Needed')).toBe('As needed');
  });

  it('turns an unknown frequency into words rather than showing the raw value', () => {
    expect(frequencyLabel('every_third_day')).toBe('Every third day');
  });
});

describe('TIMING_OPTIONS', () => {
  it('offers the eight timings of the form, in the order of the day, without the bedtime alias', () => {
    expect(TIMING_OPTIONS.map((option) => option.label)).toEqual([
      'Morning',
      'With Breakfast',
      'Empty Stomach',
      'Afternoon',
      'With Lunch',
      'Evening',
      'With Dinner',
      'Before Bed',
    ]);
  });
});
