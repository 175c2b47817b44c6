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

/** Integers around the bounds of a column (`min`/`max` are the contract's own), and values that are no integers at all. */
export const intEdges = (min: number, max: number): fc.Arbitrary<unknown> =>
  fc.oneof(
    fc.constantFrom(min - 1, min, max, max + 1, 2_147_483_647, 2_147_483_648, -2_147_483_649, 2 ** 53, -0, 0.5, -1.5, 1e20, RAW_INFINITY, '5', null),
    fc.integer({ min: -3_000_000_000, max: 3_000_000_000 }),
    fc.double({ noNaN: true }),
  );

/** Text at its maximum length, one more, with NUL, lone surrogates, emoji, RTL and combining characters. */
export const textEdges = (max: number): fc.Arbitrary<unknown> =>
  fc.oneof(
    fc.constantFrom('x'.repeat(max), 'x'.repeat(max + 1), ` ${'y'.repeat(max)} `, ...Object.values(hostileTexts), 42, null),
    fc.string({ maxLength: 30, unit: fc.constantFrom('a', ' ', '\u0000', '\ud800', '\udc00', '😀', 'é', '\u0301', 'ש', '\u202e') }),
    fc.string({ maxLength: 20, unit: 'binary' }),
  );

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');

/** An instant written with a UTC offset of `minutes` (any value up to ±23:59, which zod's ISO check lets through). */
export const withOffset = (date: Date, minutes: number): string => {
  const local = new Date(date.getTime() + minutes * 60_000).toISOString().slice(0, 23);
  return `${local}${minutes < 0 ? '-' : '+'}${pad(Math.trunc(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)}`;
};

/** Instants at the edges of the accepted range (1900–2199), far beyond it, and with extreme offsets. */
export const instantEdges: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
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
  ),
  fc
    .tuple(fc.date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true }), fc.integer({ min: -(23 * 60 + 59), max: 23 * 60 + 59 }))
    .map(([date, offset]) => withOffset(date, offset)),
);

/** Calendar dates at the edges of the accepted range and beyond. */
export const dateEdges: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom('1899-12-31', '1900-01-01', '2199-12-31', '2200-01-01', '0000-01-01', '9999-12-31', '2024-02-29', '2023-02-29', '24-01-01'),
  fc.date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
);
