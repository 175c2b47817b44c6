import { describe, expect, it } from 'vitest';
import { checkSafety } from './safety-check.ts';
import { checkTakeSpacing, clockTime, proposeDoseTimes, spacingConstraints } from './spacing.ts';

const levoAndCalcium = checkSafety({
  supplements: [{ id: 'cal', name: 'Calcium carbonate', dosage: '600 mg' }],
  prescriptions: [{ id: 'levo', medicationName: 'Levothyroxine 100 mcg' }],
});

describe('spacing constraints', () => {
  it('come from findings whose remedy is spacing, labelled by ingredient and drug', () => {
    expect(spacingConstraints(levoAndCalcium)).toEqual([
      expect.objectContaining({ ruleId: 'calcium-levothyroxine', itemId: 'cal', itemLabel: 'calcium', partnerId: 'levo', partnerLabel: 'levothyroxine', afterPartnerMinutes: 240, beforePartnerMinutes: 240 }),
    ]);
  });

  it('are empty for an eye-drop antibiotic, which calcium cannot bind', () => {
    const report = checkSafety({ supplements: [{ id: 'cal', name: 'Calcium', dosage: '500 mg' }], prescriptions: [{ id: 'c', medicationName: 'Ciprofloxacin 0.3% eye drops' }] });
    expect(spacingConstraints(report)).toEqual([]);
  });
});

describe('proposeDoseTimes', () => {
  it('keeps calcium 4 hours from levothyroxine taken on waking', () => {
    const constraints = spacingConstraints(levoAndCalcium);
    const schedule = proposeDoseTimes([{ id: 'cal' }, { id: 'levo', fixedTimes: [7 * 60] }], constraints);
    expect(schedule.unmet).toEqual([]);
    const calcium = schedule.times.cal?.[0] ?? 0;
    expect(calcium - 7 * 60).toBeGreaterThanOrEqual(240);
    expect(clockTime(calcium)).toBe('11:00');
  });

  it('fits calcium between twice-daily doxycycline doses: 2 h after one, 6 h before the next', () => {
    const report = checkSafety({ supplements: [{ id: 'cal', name: 'Calcium citrate', dosage: '500 mg' }], prescriptions: [{ id: 'dox', medicationName: 'Doxycycline 100 mg' }] });
    const schedule = proposeDoseTimes([{ id: 'cal' }, { id: 'dox', fixedTimes: [7 * 60, 19 * 60] }], spacingConstraints(report));
    const calcium = schedule.times.cal?.[0] ?? 0;
    expect(calcium).toBeGreaterThanOrEqual(9 * 60);
    expect(calcium).toBeLessThanOrEqual(13 * 60);
    expect(schedule.unmet).toEqual([]);
  });

  it('reports a gap that cannot fit in the day', () => {
    const report = checkSafety({ supplements: [{ id: 'cal', name: 'Calcium', dosage: '500 mg' }], prescriptions: [{ id: 'levo', medicationName: 'Synthroid' }] });
    const schedule = proposeDoseTimes([{ id: 'cal' }, { id: 'levo', fixedTimes: [7 * 60, 11 * 60, 15 * 60, 19 * 60] }], spacingConstraints(report), { wake: 7 * 60, sleep: 20 * 60 });
    expect(schedule.unmet.map((constraint) => constraint.ruleId)).toEqual(['calcium-levothyroxine']);
  });
});

describe('checkTakeSpacing', () => {
  const constraints = spacingConstraints(levoAndCalcium);

  it('says how close the take was and the gap to keep', () => {
    const notices = checkTakeSpacing({ itemId: 'cal', takenAt: '2026-11-24T07:40:00Z' }, [{ itemId: 'levo', takenAt: '2026-11-24T07:00:00Z' }], constraints);
    expect(notices.map((notice) => notice.message)).toEqual(['You took calcium 40 minutes after levothyroxine; keep 4 hours apart.']);
  });

  it('works the other way round and is quiet when the gap is kept', () => {
    const close = checkTakeSpacing({ itemId: 'levo', takenAt: '2026-11-24T08:30:00Z' }, [{ itemId: 'cal', takenAt: '2026-11-24T07:00:00Z' }], constraints);
    expect(close[0]?.message).toBe('You took levothyroxine 1 hour 30 minutes after calcium; keep 4 hours apart.');
    expect(checkTakeSpacing({ itemId: 'cal', takenAt: '2026-11-24T11:05:00Z' }, [{ itemId: 'levo', takenAt: '2026-11-24T07:00:00Z' }], constraints)).toEqual([]);
  });

  it('uses the direction-specific gap for antibiotics', () => {
    const report = checkSafety({ supplements: [{ id: 'mg', name: 'Magnesium citrate', dosage: '200 mg' }], prescriptions: [{ id: 'cipro', medicationName: 'Cipro 500 mg' }] });
    const gaps = spacingConstraints(report);
    expect(checkTakeSpacing({ itemId: 'mg', takenAt: '2026-11-24T10:30:00Z' }, [{ itemId: 'cipro', takenAt: '2026-11-24T08:00:00Z' }], gaps)).toEqual([]);
    const tooClose = checkTakeSpacing({ itemId: 'cipro', takenAt: '2026-11-24T12:00:00Z' }, [{ itemId: 'mg', takenAt: '2026-11-24T09:00:00Z' }], gaps);
    expect(tooClose[0]?.message).toBe('You took ciprofloxacin 3 hours after magnesium; take magnesium at least 2 hours after ciprofloxacin, or 6 hours before it.');
  });
});
