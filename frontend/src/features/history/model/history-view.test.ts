import { describe, expect, it } from 'vitest';
import { changeLines, endOfDay, monthsBefore } from './history-view.ts';

describe('the history view model', () => {
  it('reads a day to its last instant, and counts months back on the calendar', () => {
    expect(endOfDay('2025-04-01')).toBe('2025-04-01T23:59:59.999Z');
    expect(monthsBefore(new Date('2026-03-15T10:00:00Z'), 6)).toBe('2025-09-15');
  });

  it('words each change with its date', () => {
    const lines = changeLines([
      { at: '2025-06-01T08:00:00Z', kind: 'dose-changed', itemKind: 'supplement', itemId: 'a', name: 'Vitamin D3', detail: '1000 IU → 2000 IU' },
      { at: '2025-07-01T08:00:00Z', kind: 'removed', itemKind: 'prescription', itemId: 'b', name: 'Sertraline', detail: null },
      { at: '2025-07-02T08:00:00Z', kind: 'removed', itemKind: 'condition', itemId: 'c', name: 'Asthma', detail: null },
      { at: '2025-07-03T08:00:00Z', kind: 'completed', itemKind: 'course', itemId: 'd', name: 'Iron 30-Day Course', detail: null },
    ]);
    expect(lines.map(({ date, text }) => [date, text])).toEqual([
      ['2025-06-01', 'Dose changed: Vitamin D3 (1000 IU → 2000 IU)'],
      ['2025-07-01', 'Stopped: Sertraline (prescription)'],
      ['2025-07-02', 'Removed: Asthma (condition)'],
      ['2025-07-03', 'Completed: Iron 30-Day Course (course)'],
    ]);
  });
});
