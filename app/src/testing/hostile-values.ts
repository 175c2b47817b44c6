import fc from 'fast-check';

/**
 * Values at and beyond the bounds of what a command contract may accept, for the property test
 * (contracts ↔ storage) and the generated bad-input suite. `RAW_INFINITY` stands for the JSON text
 * `1e309`, which JSON.stringify cannot write: `rawJson` puts it into the body text.
 */
export const RAW_INFINITY = '\u0001raw:1e309\u0001';

export const rawJson = (value: unknown): string => JSON.stringify(value).replaceAll(JSON.stringify(RAW_INFINITY), '1e309');

export const hostileTexts = {
  nul: 'a\u0000b',
  loneHigh: 'a\ud800b',
  loneLow: '\udfff',
  emoji: 'Vitamin 😀 D',
  rtl: 'ויטמין D \u202eevil',
  combining: 'e\u0301\u0301\u0301',
  blank: '   ',
  empty: '',
} as const;

/** A field's values at and beyond its bounds (every one is tried), and an arbitrary for random ones around them. */
export interface Edges {
  readonly values: readonly unknown[];
  readonly arbitrary: fc.Arbitrary<unknown>;
}

const edges = (values: readonly unknown[], ...random: fc.Arbitrary<unknown>[]): Edges => ({ values, arbitrary: fc.oneof(fc.constantFrom(...values), ...random) });

/** Integers around the bounds of a column (`min`/`max` are the contract's own), and values that are no integers at all. */
export const intEdges = (min: number, max: number): Edges =>
  edges(
    [min - 1, min, max, max + 1, 2_147_483_648, -2_147_483_649, -0, 1.5, RAW_INFINITY, '5', null],
    fc.integer({ min: -3_000_000_000, max: 3_000_000_000 }),
    fc.double({ noNaN: true }),
  );

/** Text at its maximum length, one more, with NUL, lone surrogates, emoji, RTL and combining characters. */
export const textEdges = (max: number): Edges =>
  edges(
    // Each case once: the random runs below mix in the rest (lone low surrogates, blanks).
    [` ${'y'.repeat(max)} `, 'x'.repeat(max + 1), hostileTexts.nul, hostileTexts.loneHigh, hostileTexts.emoji, hostileTexts.rtl, hostileTexts.combining, hostileTexts.empty, 42, null],
    fc.string({ maxLength: 30, unit: fc.constantFrom('a', ' ', '\u0000', '\ud800', '\udc00', '😀', 'é', '\u0301', 'ש', '\u202e') }),
    fc.string({ maxLength: 20, unit: 'binary' }),
  );

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');

/** An instant written with a UTC offset of `minutes` (any value up to ±23:59, which zod's ISO check lets through). */
const withOffset = (date: Date, minutes: number): string => {
  const local = new Date(date.getTime() + minutes * 60_000).toISOString().slice(0, 23);
  return `${local}${minutes < 0 ? '-' : '+'}${pad(Math.trunc(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)}`;
};

/** Instants at the edges of the accepted range (1900–2199), far beyond it, and with extreme offsets. */
export const instantEdges: Edges = edges(
  [
    '1899-12-31T23:59:59.999Z',
    '1900-01-01T00:00:00.000Z',
    '2199-12-31T23:59:59.999Z',
    '2200-01-01T00:00:00.000Z',
    '0000-01-01T00:00:00Z',
    '0001-01-01T00:00:00Z',
    '9999-12-31T23:59:59Z',
    '2024-06-01T12:00:00+23:59',
    '2024-06-01T12:00:00-23:59',
    '2024-06-01T12:00:00+14:00',
    '2024-06-01T12:00:00-14:01',
    '1900-01-01T00:30:00+01:00',
    '2024-06-01T12:00:00.123456789Z',
    '2024-06-01T12:00:00Z',
    'yesterday',
    17,
  ],
  fc
    .tuple(fc.date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true }), fc.integer({ min: -(23 * 60 + 59), max: 23 * 60 + 59 }))
    .map(([date, offset]) => withOffset(date, offset)),
);

/** Calendar dates at the edges of the accepted range and beyond. */
export const dateEdges: Edges = edges(
  ['1899-12-31', '1900-01-01', '2199-12-31', '2200-01-01', '0000-01-01', '9999-12-31', '2024-02-29', '2023-02-29', '24-01-01', null],
  fc.date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
);

/** An arbitrary value from the edges of a field, or null when `nullable`. */
export const orNull = (field: Edges): Edges => ({ values: [...field.values, null], arbitrary: fc.oneof(field.arbitrary, fc.constant(null)) });

/**
 * Runs of a property over a command's fields: every edge value of every field on its own (fast-check
 * `examples`, so none is left to chance), then random runs changing one or two fields at once.
 * Changing every field at once would almost always be refused for one of them, hiding the others.
 */
export const fieldRuns = (fields: Record<string, Edges>) => ({
  examples: Object.entries(fields).flatMap(([name, field]) => field.values.map((value): [Record<string, unknown>] => [{ [name]: value }])),
  arbitrary: fc
    .subarray(Object.keys(fields), { minLength: 1, maxLength: Math.min(2, Object.keys(fields).length) })
    .chain((names) => fc.record(Object.fromEntries(names.map((name) => [name, fields[name]?.arbitrary ?? fc.constant(null)])))),
});
