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
