import { describe, expect, it } from 'vitest';
import { conditionCsv, csvField, doseStatus, takeCsv } from './csv.ts';
import { missedDoseOf } from './missed-doses.ts';

const take = (takenAt: string | null, plannedAt = '2026-01-01T08:00:00.000Z') => ({
  id: '00000000-0000-4000-8000-000000000001',
  userId: '00000000-0000-4000-8000-000000000002',
  supplementId: '00000000-0000-4000-8000-000000000003',
  supplementName: 'Zinc, chelated',
  plannedAt,
  takenAt,
  dosage: null,
  notes: 'said "ok"',
});

describe('a CSV field', () => {
  it('is quoted when it holds a comma, quote or line break, and a formula is neutralised', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a, b')).toBe('"a, b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('line\nbreak')).toBe('"line\nbreak"');
    expect(csvField('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvField('-5 mg')).toBe("'-5 mg");
    expect(csvField(-5)).toBe('-5');
    expect(csvField(null)).toBe('');
  });
});

describe('a dose row', () => {
  const now = new Date('2026-01-02T00:00:00Z');
  it('is taken with a time taken, missed without one once planned in the past, planned otherwise', () => {
    expect(doseStatus(take('2026-01-01T08:05:00.000Z'), now)).toBe('taken');
    expect(doseStatus(take(null), now)).toBe('missed');
    expect(doseStatus(take(null, '2026-01-03T08:00:00.000Z'), now)).toBe('planned');
    expect(takeCsv(take(null), now)).toBe(
      '00000000-0000-4000-8000-000000000001,00000000-0000-4000-8000-000000000003,"Zinc, chelated",missed,2026-01-01T08:00:00.000Z,,,"said ""ok"""\r\n',
    );
  });
});

describe('a condition row', () => {
  it('lists its symptoms and treatments in one cell each, and says whether it is active', () => {
    const row = conditionCsv({
      id: 'c1', userId: 'u1', name: 'Migraine', description: null, severity: 'severe', diagnosedDate: '2019-03-01',
      symptoms: ['aura', 'nausea'], currentTreatments: ['+ rest'], notes: null, isActive: false, createdAt: '2026-01-01T00:00:00.000Z',
    });
    expect(row).toBe("c1,Migraine,,severe,2019-03-01,inactive,aura; nausea,'+ rest,\r\n");
  });
});

describe('a dose the scheduler marked missed', () => {
  const supplementId = '00000000-0000-4000-8000-000000000003';
  const names = new Map([[supplementId, 'Zinc']]);
  it('is a missed dose at its slot, named from the cabinet when the event does not say', () => {
    expect(missedDoseOf({ id: 'e1', data: { supplementId, plannedAt: '2026-01-01T08:00:00Z', extra: 1 } }, 'u1', names)).toEqual({
      id: 'e1', userId: 'u1', supplementId, supplementName: 'Zinc', plannedAt: '2026-01-01T08:00:00.000Z', takenAt: null, dosage: null, notes: null,
    });
    expect(missedDoseOf({ id: 'e2', data: { supplementId, slotAt: '2026-01-02T20:00:00Z', supplementName: 'Zinc 15' } }, 'u1', names)?.supplementName).toBe('Zinc 15');
  });

  it('is left out when the event has no slot time or no supplement', () => {
    expect(missedDoseOf({ id: 'e3', data: { supplementId } }, 'u1', names)).toBeNull();
    expect(missedDoseOf({ id: 'e4', data: { plannedAt: '2026-01-01T08:00:00Z' } }, 'u1', names)).toBeNull();
  });
});
