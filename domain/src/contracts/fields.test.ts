import { describe, expect, it } from 'vitest';
import { calendarDateSchema, instantSchema } from '../common-schemas.ts';
import { boundedInt, optionalText, plainText, requiredText } from './fields.ts';
import { createSupplementRequestSchema, MAX_STOCK } from './supplements.ts';
import { submitFeedbackRequestSchema } from './feedback.ts';

const messages = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('text a request may carry', () => {
  it('refuses NUL and unpaired surrogates, in every text helper', () => {
    for (const schema of [plainText(), requiredText(50), optionalText(50)]) {
      expect(schema.safeParse('a\u0000b').success).toBe(false);
      expect(schema.safeParse('a\ud800b').success).toBe(false);
      expect(schema.safeParse('\udfff').success).toBe(false);
    }
  });

  it('keeps emoji, right-to-left and combining characters', () => {
    for (const text of ['Vitamin 😀 D', 'ויטמין D', 'e\u0301']) expect(plainText().parse(text)).toBe(text);
  });

  it('names the field holding the NUL', () => {
    expect(messages(createSupplementRequestSchema.safeParse({ name: 'x', dosage: '1', notes: 'a\u0000' }))).toEqual([
      'notes: Text must not contain the NUL character (U+0000)',
    ]);
    expect(messages(submitFeedbackRequestSchema.safeParse({ type: 'bug', message: 'm', userAgent: '\ud83d' }))).toEqual([
      'userAgent: Text must not contain unpaired UTF-16 surrogates',
    ]);
  });
});

describe('bounded integers', () => {
  it('accept the bounds and refuse one beyond, -0 and non-integers', () => {
    const stock = boundedInt(0, MAX_STOCK);
    expect(stock.parse(0)).toBe(0);
    expect(stock.parse(MAX_STOCK)).toBe(MAX_STOCK);
    for (const value of [-1, MAX_STOCK + 1, 2_147_483_648, -0, 1.5, Infinity, Number.NaN, '5']) expect(stock.safeParse(value).success).toBe(false);
  });

  it('cannot be declared beyond an int4 column', () => {
    expect(() => boundedInt(0, 2_147_483_648)).toThrow(/int4/);
  });

  it('bound the supplement stock and threshold that the integer columns store', () => {
    expect(createSupplementRequestSchema.safeParse({ name: 'x', dosage: '1', currentStock: 2_147_483_648 }).success).toBe(false);
    expect(createSupplementRequestSchema.safeParse({ name: 'x', dosage: '1', lowStockThreshold: MAX_STOCK + 1 }).success).toBe(false);
    expect(createSupplementRequestSchema.parse({ name: 'x', dosage: '1', currentStock: MAX_STOCK }).currentStock).toBe(MAX_STOCK);
  });
});

describe('instants in requests', () => {
  it('are normalised to UTC with milliseconds', () => {
    expect(instantSchema.parse('2024-06-01T12:00:00+02:00')).toBe('2024-06-01T10:00:00.000Z');
    expect(instantSchema.parse('2024-06-01T12:00:00.123456789Z')).toBe('2024-06-01T12:00:00.123Z');
    expect(instantSchema.parse('2024-06-01T12:00:00-14:00')).toBe('2024-06-02T02:00:00.000Z');
  });

  it('refuse offsets beyond ±14:00, which zod alone lets through', () => {
    for (const text of ['2024-06-01T12:00:00+14:01', '2024-06-01T12:00:00-23:59', '2024-06-01T12:00:00+23:59']) {
      expect(instantSchema.safeParse(text).success, text).toBe(false);
    }
  });

  it('hold the years 1900 to 2199 (UTC) and nothing beyond', () => {
    expect(instantSchema.parse('1900-01-01T00:00:00Z')).toBe('1900-01-01T00:00:00.000Z');
    expect(instantSchema.parse('2199-12-31T23:59:59.999Z')).toBe('2199-12-31T23:59:59.999Z');
    for (const text of ['1899-12-31T23:59:59.999Z', '2200-01-01T00:00:00Z', '0000-01-01T00:00:00Z', '9999-12-31T23:59:59Z', '1900-01-01T00:30:00+01:00']) {
      expect(instantSchema.safeParse(text).success, text).toBe(false);
    }
  });
});

describe('calendar dates in requests', () => {
  it('hold the years 1900 to 2199', () => {
    expect(calendarDateSchema.parse('1900-01-01')).toBe('1900-01-01');
    expect(calendarDateSchema.parse('2199-12-31')).toBe('2199-12-31');
    for (const text of ['1899-12-31', '2200-01-01', '0000-01-01', '9999-12-31', '2023-02-29']) expect(calendarDateSchema.safeParse(text).success, text).toBe(false);
  });
});
