import { describe, expect, it } from 'vitest';
import { FREQUENCY_OPTIONS, frequencyLabel, optionsWithCurrent, TIMING_OPTIONS } from './supplement-options.ts';

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

describe('optionsWithCurrent', () => {
  it('adds a stored value the form does not offer, labelled', () => {
    const options = optionsWithCurrent(FREQUENCY_OPTIONS, 'three-times-daily', frequencyLabel);
    expect(options.at(-1)).toEqual({ value: 'three-times-daily', label: 'Three times daily' });
    expect(options).toHaveLength(FREQUENCY_OPTIONS.length + 1);
  });

  it('leaves the options alone when the value is among them', () => {
    expect(optionsWithCurrent(FREQUENCY_OPTIONS, 'weekly', frequencyLabel)).toEqual(FREQUENCY_OPTIONS);
  });
});
