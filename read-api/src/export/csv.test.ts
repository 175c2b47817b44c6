import { describe, expect, it } from 'vitest';
import { csvField, doseStatus, takeCsv } from './csv.ts';

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
      'dose,00000000-0000-4000-8000-000000000001,"Zinc, chelated",,,,,missed,2026-01-01T08:00:00.000Z,,,,,"said ""ok"""\r\n',
    );
  });
});
