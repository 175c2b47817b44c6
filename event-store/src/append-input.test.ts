import { describe, expect, it } from 'vitest';
import { prepareAppend } from './append-input.ts';
import { DuplicateEventIdError, type EventToAppend, type EventUpcaster } from './port.ts';

const event = (id: string, type = 'ThingHappened'): EventToAppend => ({
  id,
  type,
  schemaVersion: 2,
  data: { a: 1 },
  metadata: { m: 1 },
});
const ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const OTHER = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

describe('an append before it reaches the database', () => {
  it('keeps the events and lower-cases their ids', () => {
    expect(prepareAppend([event(ID.toUpperCase()), event(OTHER)], undefined).map((e) => e.id)).toEqual([ID, OTHER]);
  });

  it('is rejected when empty', () => {
    expect(() => prepareAppend([], undefined)).toThrow(RangeError);
  });

  it('is rejected when an id is not a UUID', () => {
    expect(() => prepareAppend([event('not-a-uuid')], undefined)).toThrow(TypeError);
  });

  it('is rejected when an id comes twice, whatever its case', () => {
    expect(() => prepareAppend([event(ID), event(ID.toUpperCase())], undefined)).toThrow(DuplicateEventIdError);
  });

  it('runs the upcast hook on every event and stops at the first it rejects', () => {
    const seen: string[] = [];
    const upcast: EventUpcaster = (stored) => {
      const { type, schemaVersion, data, metadata } = stored;
      seen.push(`${type}/${schemaVersion}/${JSON.stringify(data)}/${JSON.stringify(metadata)}`);
      if (type === 'Bad') throw new Error('bad event');
      return stored;
    };
    expect(() => prepareAppend([event(ID), event(OTHER, 'Bad')], upcast)).toThrow('bad event');
    expect(seen).toEqual(['ThingHappened/2/{"a":1}/{"m":1}', 'Bad/2/{"a":1}/{"m":1}']);
  });

  it('keeps each event as given, not as the hook returns it (the store keeps the written version)', () => {
    const upcast: EventUpcaster = (stored) => ({ ...stored, schemaVersion: 3, data: { upcast: true } });
    expect(prepareAppend([event(ID)], upcast)).toEqual([event(ID)]);
  });
});
