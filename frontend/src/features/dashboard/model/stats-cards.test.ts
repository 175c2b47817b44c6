import { describe, expect, it } from 'vitest';
import { statsCards } from './stats-cards.ts';

const summary = (cards: ReturnType<typeof statsCards>) => cards.map((card) => [card.title, card.value, card.note]);

describe('stats cards of a busy week', () => {
  it('show the change from last month, what remains, interactions to click and the adherence label', () => {
    const cards = statsCards({ activeSupplements: 12, dueToday: 3, interactions: 2, adherence: 91 }, 5);
    expect(summary(cards)).toEqual([
      ['Active Supplements', '12', '+2 from last month'],
      ['Due Today', '5', '3 remaining'],
      ['Interactions Found', '2', 'Click to view details'],
      ['Adherence Rate', '91%', 'Excellent this week'],
    ]);
  });
});

describe('stats cards of a quiet start', () => {
  it('say none detected, never show a negative change, and show a dash without adherence data', () => {
    const cards = statsCards({ activeSupplements: 2, dueToday: 2, interactions: 0, adherence: null }, null);
    expect(summary(cards)).toEqual([
      ['Active Supplements', '2', '+0 from last month'],
      ['Due Today', '2', '2 remaining'],
      ['Interactions Found', '0', 'None detected'],
      ['Adherence Rate', '—', 'No doses planned yet this week'],
    ]);
  });

  it('label adherence below 70 as needing improvement', () => {
    const cards = statsCards({ activeSupplements: 4, dueToday: 0, interactions: 0, adherence: 69 }, 4);
    expect(cards.at(-1)?.note).toBe('Needs improvement this week');
    expect(cards.at(-1)?.tone).toBe('warning');
  });
});

describe('stats cards with items the safety check did not recognise', () => {
  it('never say "None detected": the count is incomplete and names what was not checked', () => {
    const cards = statsCards({ activeSupplements: 3, dueToday: 1, interactions: 0, adherence: null, notChecked: ['Xyz blend'] }, null);
    expect(cards[2]).toMatchObject({ value: '0', note: "Incomplete: 'Xyz blend' not checked", tone: 'warning' });
    const many = statsCards({ activeSupplements: 3, dueToday: 1, interactions: 1, adherence: null, notChecked: ['A', 'B', 'C'] }, null);
    expect(many[2]?.note).toBe("Incomplete: 'A', 'B' and 1 more not checked");
  });
});
