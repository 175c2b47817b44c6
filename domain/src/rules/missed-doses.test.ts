import { describe, expect, it } from 'vitest';
import { missedDoses } from './missed-doses.ts';

const d3 = '00000000-0000-4000-8000-000000000001';
// Morning is 08:00 local: 07:00Z in Berlin in January; its window closes at 09:00Z.
const daily = { id: d3, timing: 'morning', frequency: 'daily', isActive: true, createdAt: '2026-01-01T00:00:00.000Z' };
const zone = 'Europe/Berlin';
const at = (iso: string) => new Date(iso);

describe('missedDoses', () => {
  it('records a slot whose window closed untaken in the range', () => {
    expect(missedDoses({ supplements: [daily], takes: [], zone, from: at('2026-01-10T08:00:00Z'), until: at('2026-01-10T10:00:00Z') })).toEqual([
      { supplementId: d3, plannedAt: '2026-01-10T07:00:00.000Z' },
    ]);
  });

  it('waits for the end of the window', () => {
    expect(missedDoses({ supplements: [daily], takes: [], zone, from: at('2026-01-10T08:00:00Z'), until: at('2026-01-10T09:00:00Z') })).toEqual([]);
  });

  it('splits a range without overlap: each slot is found by exactly one of two adjacent ranges', () => {
    const cut = at('2026-01-10T09:00:00Z');
    const first = missedDoses({ supplements: [daily], takes: [], zone, from: at('2026-01-09T00:00:00Z'), until: cut });
    const second = missedDoses({ supplements: [daily], takes: [], zone, from: cut, until: at('2026-01-12T00:00:00Z') });
    expect(first.map((slot) => slot.plannedAt)).toEqual(['2026-01-09T07:00:00.000Z']);
    expect(second.map((slot) => slot.plannedAt)).toEqual(['2026-01-10T07:00:00.000Z', '2026-01-11T07:00:00.000Z']);
  });

  it('skips slots settled by a take, on time or later the same day', () => {
    const onTime = { supplementId: d3, plannedAt: '2026-01-10T07:00:00.000Z', takenAt: '2026-01-10T07:30:00.000Z' };
    const lateSameDay = { supplementId: d3, plannedAt: '2026-01-11T15:00:00.000Z', takenAt: '2026-01-11T15:00:00.000Z' };
    const found = missedDoses({ supplements: [daily], takes: [onTime, lateSameDay], zone, from: at('2026-01-10T00:00:00Z'), until: at('2026-01-12T12:00:00Z') });
    expect(found.map((slot) => slot.plannedAt)).toEqual(['2026-01-12T07:00:00.000Z']);
  });

  it('misses nothing before the supplement was added (a window that closed before it), nor for a deactivated one', () => {
    const range = { takes: [], zone, from: at('2026-01-01T00:00:00Z'), until: at('2026-01-10T12:00:00Z') };
    // Added at 10:00 on the 9th: that morning's window (07:00 to 09:00) had closed already.
    expect(missedDoses({ ...range, supplements: [{ ...daily, createdAt: '2026-01-09T10:00:00Z' }] }).map((slot) => slot.plannedAt)).toEqual([
      '2026-01-10T07:00:00.000Z',
    ]);
    // Added at 08:30, inside the window: that dose could still have been taken, and was not.
    expect(missedDoses({ ...range, supplements: [{ ...daily, createdAt: '2026-01-09T08:30:00Z' }] }).map((slot) => slot.plannedAt)).toEqual([
      '2026-01-09T07:00:00.000Z',
      '2026-01-10T07:00:00.000Z',
    ]);
    expect(missedDoses({ ...range, supplements: [{ ...daily, isActive: false }] })).toEqual([]);
  });
});
