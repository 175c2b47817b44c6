import { describe, expect, it } from 'vitest';
import { supplementId } from '../testing/ids.ts';
import { recordTakeRequestSchema, updateTakeRequestSchema } from './takes.ts';

const plannedAt = '2025-03-10T08:00:00.000Z';

describe('recordTakeRequestSchema', () => {
  it('defaults takenAt to plannedAt and optional fields to null', () => {
    expect(recordTakeRequestSchema.parse({ supplementId, plannedAt })).toEqual({
      supplementId,
      plannedAt,
      takenAt: plannedAt,
      dosage: null,
      notes: null,
    });
  });

  it('keeps an explicit null takenAt (planned, not taken)', () => {
    expect(recordTakeRequestSchema.parse({ supplementId, plannedAt, takenAt: null }).takenAt).toBeNull();
  });

  it('refuses a non-uuid supplement and non-ISO times', () => {
    expect(recordTakeRequestSchema.safeParse({ supplementId: '42', plannedAt }).success).toBe(false);
    expect(recordTakeRequestSchema.safeParse({ supplementId, plannedAt: '10/03/2025 08:00' }).success).toBe(false);
  });
});

describe('updateTakeRequestSchema', () => {
  it('takes null (unmark) or an instant (mark) and nothing else', () => {
    expect(updateTakeRequestSchema.parse({ takenAt: null })).toEqual({ takenAt: null });
    expect(updateTakeRequestSchema.parse({ takenAt: plannedAt })).toEqual({ takenAt: plannedAt });
    expect(updateTakeRequestSchema.safeParse({}).success).toBe(false);
  });
});
