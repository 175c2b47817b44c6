import { describe, expect, it } from 'vitest';
import { normalizeSpelling, timingLabel } from './timing.ts';

describe('timingLabel', () => {
  it.each([
    ['morning', 'Morning'],
    ['with-breakfast', 'With Breakfast'],
    ['empty-stomach', 'Empty Stomach'],
    ['afternoon', 'Afternoon'],
    ['with-lunch', 'With Lunch'],
    ['evening', 'Evening'],
    ['with-dinner', 'With Dinner'],
    ['bedtime', 'Before Bed'],
    ['before-bed', 'Before Bed'],
  ])('labels %s as %s', (timing, label) => {
    expect(timingLabel(timing)).toBe(label);
  });

  it('treats underscores like hyphens and ignores case', () => {
    expect(timingLabel('empty_stomach')).toBe('Empty Stomach');
    expect(timingLabel('Before_Bed')).toBe('Before Bed');
  });

  it('title-cases unknown values', () => {
    expect(timingLabel('with_meals')).toBe('With Meals');
    expect(timingLabel('post-workout')).toBe('Post Workout');
  });
});

describe('normalizeSpelling', () => {
  it('trims, lower-cases and turns underscores and spaces into hyphens', () => {
    expect(normalizeSpelling('  Twice_Daily ')).toBe('twice-daily');
    expect(normalizeSpelling('three times daily')).toBe('three-times-daily');
  });
});
