import { describe, expect, it } from 'vitest';
import { adherenceLabel, changeFromLastMonth, statsCards } from './stats-cards.ts';

describe('changeFromLastMonth', () => {
  it('is the number of active supplements above 10, never negative', () => {
    expect(changeFromLastMonth(14)).toBe(4);
    expect(changeFromLastMonth(10)).toBe(0);
    expect(changeFromLastMonth(3)).toBe(0);
  });
});

describe('adherenceLabel', () => {
  it('is Excellent from 90, Good from 70, otherwise Needs improvement', () => {
    expect(adherenceLabel(90)).toBe('Excellent');
    expect(adherenceLabel(89)).toBe('Good');
    expect(adherenceLabel(70)).toBe('Good');
    expect(adherenceLabel(69)).toBe('Needs improvement');
  });
});

describe('statsCards', () => {
  it('shows the spec notes for a user with interactions', () => {
    const cards = statsCards({ activeSupplements: 12, dueToday: 5, interactions: 2, adherence: 91.6 }, 2);
    expect(cards.map((card) => [card.title, card.value, card.note])).toEqual([
      ['Active Supplements', '12', '+2 from last month'],
      ['Due Today', '5', '3 remaining'],
      ['Interactions Found', '2', 'Click to view details'],
      ['Adherence Rate', '92%', 'Excellent this week'],
    ]);
  });

  it('says none detected without interactions and never counts below zero remaining', () => {
    const cards = statsCards({ activeSupplements: 2, dueToday: 1, interactions: 0, adherence: 40 }, 3);
    expect(cards.find((card) => card.id === 'interactions')?.note).toBe('None detected');
    expect(cards.find((card) => card.id === 'due')?.note).toBe('0 remaining');
    expect(cards.find((card) => card.id === 'adherence')?.note).toBe('Needs improvement this week');
  });
});
