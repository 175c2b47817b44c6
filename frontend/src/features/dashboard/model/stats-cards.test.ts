import { describe, expect, it } from 'vitest';
import { statsCards } from './stats-cards.ts';

const summary = (cards: ReturnType<typeof statsCards>) => cards.map((card) => [card.title, card.value, card.note]);
const counts = { plannedToday: 5, adherenceTaken: 10, adherenceDue: 11 };

describe('stats cards of a busy week', () => {
  it('show the change from last month, what remains, interactions to click and what adherence counted', () => {
    const cards = statsCards({ activeSupplements: 12, dueToday: 3, interactions: 2, adherence: 91, ...counts });
    expect(summary(cards)).toEqual([
      ['Active Supplements', '12', '+2 from last month'],
      ['Due Today', '3', '3 remaining of 5 today'],
      ['Interactions Found', '2', 'Click to view details'],
      ['Adherence Rate', '91%', 'Excellent: 10 of 11 doses so far this week'],
    ]);
  });
});

describe('stats cards of a quiet start', () => {
  it('say none detected, never show a negative change, and show a dash without adherence data', () => {
    const cards = statsCards({ activeSupplements: 2, dueToday: 2, interactions: 0, adherence: null, plannedToday: 2, adherenceTaken: 0, adherenceDue: 0 });
    expect(summary(cards)).toEqual([
      ['Active Supplements', '2', '+0 from last month'],
      ['Due Today', '2', '2 remaining of 2 today'],
      ['Interactions Found', '0', 'None detected'],
      ['Adherence Rate', '—', 'No doses due yet this week'],
    ]);
  });

  it('label adherence below 70 as needing improvement', () => {
    const cards = statsCards({ activeSupplements: 4, dueToday: 0, interactions: 0, adherence: 69, ...counts });
    expect(cards.at(-1)?.note).toMatch(/^Needs improvement: /);
    expect(cards.at(-1)?.tone).toBe('warning');
  });
});

describe('stats cards with items the safety check did not recognise', () => {
  it('never say "None detected": the count is incomplete and names what was not checked', () => {
    const cards = statsCards({ activeSupplements: 3, dueToday: 1, interactions: 0, adherence: null, notChecked: ['Xyz blend'], ...counts });
    expect(cards[2]).toMatchObject({ value: '0', note: "Incomplete: 'Xyz blend' not checked", tone: 'warning' });
    const many = statsCards({ activeSupplements: 3, dueToday: 1, interactions: 1, adherence: null, notChecked: ['A', 'B', 'C'], ...counts });
    expect(many[2]?.note).toBe("Incomplete: 'A', 'B' and 1 more not checked");
  });
});
