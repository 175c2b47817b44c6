import { describe, expect, it } from 'vitest';
import { EventParseError, UnknownEventVersionError } from './event-errors.ts';
import { eventRegistry } from './events.ts';
import { supplementAdded, supplementUpdated } from './supplement/supplement-events.ts';
import { supplementAddedEvent } from './testing/supplement-fixtures.ts';
import { supplementId } from './testing/ids.ts';
import { upcastData } from './upcast.ts';

const definitions = Object.values(eventRegistry);

describe('the catalog', () => {
  it.each(definitions.map((definition) => [definition.type, definition] as const))(
    '%s reaches its current version from version 1, one upcaster per step and none beyond',
    (_type, definition) => {
      const from = Object.keys(definition.upcasters).map(Number).sort((a, b) => a - b);
      expect(from).toEqual(Array.from({ length: definition.schemaVersion - 1 }, (_, index) => index + 1));
      for (const upcaster of Object.values(definition.upcasters)) expect(upcaster).toBeTypeOf('function');
      expect(() => upcastData(definition, 1, {})).not.toThrow();
    },
  );
});

// v1 { n } → v2 { count } → v3 { count, unit }
const toy = {
  type: 'ThingCounted',
  schemaVersion: 3,
  upcasters: {
    1: ({ n, ...rest }: Readonly<Record<string, unknown>>) => ({ ...rest, count: n }),
    2: (v2: Readonly<Record<string, unknown>>) => ({ ...v2, unit: 'piece' }),
  },
};

describe('upcastData', () => {
  it('chains the upcasters from the stored version to the current one, in order', () => {
    expect(upcastData(toy, 1, { n: 4, note: 'x' })).toEqual({ count: 4, note: 'x', unit: 'piece' });
    expect(upcastData(toy, 2, { count: 4 })).toEqual({ count: 4, unit: 'piece' });
  });

  it('returns data at the current version as it is', () => {
    const data = { count: 4, unit: 'box' };
    expect(upcastData(toy, 3, data)).toBe(data);
  });

  it('refuses a future version with a typed error naming type and version', () => {
    const future = () => upcastData(toy, 4, { count: 4 });
    expect(future).toThrow(UnknownEventVersionError);
    expect(future).toThrow(expect.objectContaining({ eventType: 'ThingCounted', schemaVersion: 4, currentVersion: 3 }));
  });

  it('names a missing link of the chain', () => {
    const broken = { ...toy, upcasters: { 1: toy.upcasters[1] } };
    expect(() => upcastData(broken, 1, { n: 1 })).toThrow(new EventParseError('Event ThingCounted has no upcaster from v2 to v3'));
  });

  it('refuses data that is not an object before an upcaster sees it', () => {
    for (const data of [null, 3, 'text', [1]]) {
      expect(() => upcastData(toy, 1, data)).toThrow('Invalid data for event ThingCounted v1: (root): expected an object');
    }
  });
});

describe('SupplementAdded v1 → v2', () => {
  it('sets unitsPerDose to 1 and keeps every other field', () => {
    const { unitsPerDose: _new, doseTimes: _newer, ...v1 } = supplementAddedEvent().data;
    const upcast = upcastData(supplementAdded, 1, Object.freeze(v1));
    // The chain runs on to the current version, v3, whose step adds doseTimes.
    expect(upcast).toEqual({ ...v1, unitsPerDose: 1, doseTimes: null });
  });
});

describe('SupplementAdded v2 → v3', () => {
  it('gives doseTimes null (the usual times of its timing) and keeps every other field', () => {
    const { doseTimes: _new, ...v2 } = supplementAddedEvent({ unitsPerDose: 2 }).data;
    const upcast = upcastData(supplementAdded, 2, Object.freeze(v2));
    expect(upcast).toEqual({ ...v2, doseTimes: null });
    expect(supplementAdded.schema.parse(upcast)).toEqual(upcast);
  });
});

describe('SupplementUpdated v2 → v3', () => {
  it('leaves doseTimes absent: a v2 update never changed them', () => {
    const v2 = Object.freeze({ supplementId, changes: { unitsPerDose: 2 } });
    const upcast = upcastData(supplementUpdated, 2, v2);
    expect(upcast).toEqual(v2);
    expect(supplementUpdated.schema.parse(upcast).changes).not.toHaveProperty('doseTimes');
  });
});

describe('SupplementUpdated v1 → v2', () => {
  it('leaves unitsPerDose absent: a v1 update never changed it', () => {
    const v1 = Object.freeze({ supplementId, changes: { dosage: '2 caps' } });
    const upcast = upcastData(supplementUpdated, 1, v1);
    expect(upcast).toEqual(v1);
    expect(supplementUpdated.schema.parse(upcast).changes).not.toHaveProperty('unitsPerDose');
  });
});
