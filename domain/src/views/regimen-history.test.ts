import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '../events.ts';
import { supplementAddedEvent } from '../testing/supplement-fixtures.ts';
import { regimenAt, regimenChanges } from './regimen-history.ts';
import type { ViewEvent } from './view-event.ts';

const userId = '00000000-0000-4000-8000-0000000000a1';
const d3 = '00000000-0000-4000-8000-000000000001';
const iron = '00000000-0000-4000-8000-000000000002';
const rx = '00000000-0000-4000-8000-000000000003';
const day = (n: number) => new Date(Date.UTC(2026, 0, n, 8)).toISOString();
let n = 0;
const given = (event: DomainEvent, dayOfJanuary: number): ViewEvent => ({ ...event, id: `e${++n}`, metadata: { userId, occurredAt: day(dayOfJanuary) } });

const history: ViewEvent[] = [
  given(supplementAddedEvent({ supplementId: d3, name: 'Vitamin D3', dosage: '1000 IU', timing: 'morning' }), 1),
  given({ type: 'PrescriptionAdded', data: { prescriptionId: rx, medicationName: 'Lisinopril', brand: null, dosage: '10 mg', frequency: 'once-daily', prescribedBy: null, purpose: null, notes: null, isActive: true, startDate: null, endDate: null } }, 2),
  given({ type: 'SupplementUpdated', data: { supplementId: d3, changes: { dosage: '2000 IU' } } }, 10),
  given(supplementAddedEvent({ supplementId: iron, name: 'Iron', dosage: '1 tablet' }), 12),
  given({ type: 'SupplementDeactivated', data: { supplementId: iron } }, 15),
  given({ type: 'PrescriptionRemoved', data: { prescriptionId: rx } }, 20),
];

const asthma = '00000000-0000-4000-8000-000000000004';
const course = '00000000-0000-4000-8000-000000000005';
const conditionsAndCourses: ViewEvent[] = [
  given({ type: 'HealthConditionAdded', data: { conditionId: asthma, name: 'Asthma', description: null, severity: 'mild', diagnosedDate: null, symptoms: [], currentTreatments: [], notes: 'worse in winter', isActive: true } }, 2),
  given({ type: 'CourseStarted', data: { courseId: course, supplementId: d3, name: 'D3 30-Day Course', description: null, startDate: '2026-01-03', endDate: '2026-02-01', durationDays: 30, dosage: '1000 IU', timing: 'morning', frequency: 'daily', notes: null } }, 3),
  given({ type: 'HealthConditionUpdated', data: { conditionId: asthma, changes: { severity: 'moderate' } } }, 8),
  given({ type: 'CoursePaused', data: { courseId: course } }, 9),
  given({ type: 'CourseCancelled', data: { courseId: course } }, 14),
  given({ type: 'HealthConditionUpdated', data: { conditionId: asthma, changes: { isActive: false } } }, 18),
];

describe('regimenAt', () => {
  it('is the regimen folded from the events up to that instant, not after', () => {
    const then = regimenAt(history, day(5));
    expect(then.supplements.map((s) => [s.name, s.dosage])).toEqual([['Vitamin D3', '1000 IU']]);
    expect(then.prescriptions.map((p) => p.medicationName)).toEqual(['Lisinopril']);
    const later = regimenAt(history, day(16));
    expect(later.supplements.map((s) => [s.name, s.dosage, s.isActive])).toEqual([['Vitamin D3', '2000 IU', true], ['Iron', '1 tablet', false]]);
    expect(regimenAt(history, day(25)).prescriptions).toEqual([]);
  });
});

describe('regimenAt with conditions and courses', () => {
  it('has the conditions on record then and the courses running or paused then', () => {
    const then = regimenAt(conditionsAndCourses, day(5));
    expect(then.conditions.map((c) => [c.name, c.severity, c.isActive])).toEqual([['Asthma', 'mild', true]]);
    expect(then.courses.map((c) => [c.name, c.status])).toEqual([['D3 30-Day Course', 'active']]);
    expect(regimenAt(conditionsAndCourses, day(10)).courses.map((c) => c.status)).toEqual(['paused']);
    const later = regimenAt(conditionsAndCourses, day(20));
    expect(later.courses).toEqual([]);
    expect(later.conditions.map((c) => [c.severity, c.isActive])).toEqual([['moderate', false]]);
  });
});

describe('regimenChanges of conditions and courses', () => {
  it('lists a condition re-graded and resolved and a course paused and cancelled, with dates', () => {
    expect(regimenChanges(conditionsAndCourses, day(5), day(30))).toEqual([
      { at: day(8), kind: 'severity-changed', itemKind: 'condition', itemId: asthma, name: 'Asthma', detail: 'mild → moderate' },
      { at: day(9), kind: 'stopped', itemKind: 'course', itemId: course, name: 'D3 30-Day Course', detail: null },
      { at: day(14), kind: 'cancelled', itemKind: 'course', itemId: course, name: 'D3 30-Day Course', detail: null },
      { at: day(18), kind: 'resolved', itemKind: 'condition', itemId: asthma, name: 'Asthma', detail: null },
    ]);
    expect(regimenChanges(conditionsAndCourses, day(1), day(4)).map((c) => [c.kind, c.itemKind, c.detail])).toEqual([
      ['added', 'condition', 'mild'],
      ['started', 'course', '2026-01-03 to 2026-02-01'],
    ]);
  });
});

describe('regimenChanges', () => {
  it('lists what started, changed dose, stopped and was removed after the first instant up to the second, with dates', () => {
    expect(regimenChanges(history, day(5), day(30))).toEqual([
      { at: day(10), kind: 'dose-changed', itemKind: 'supplement', itemId: d3, name: 'Vitamin D3', detail: '1000 IU → 2000 IU' },
      { at: day(12), kind: 'started', itemKind: 'supplement', itemId: iron, name: 'Iron', detail: '1 tablet' },
      { at: day(15), kind: 'stopped', itemKind: 'supplement', itemId: iron, name: 'Iron', detail: null },
      { at: day(20), kind: 'removed', itemKind: 'prescription', itemId: rx, name: 'Lisinopril', detail: null },
    ]);
  });

  it('leaves out what happened before the first instant or after the second', () => {
    expect(regimenChanges(history, day(11), day(14)).map((change) => change.kind)).toEqual(['started']);
  });
});
