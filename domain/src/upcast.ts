import type { Upcasters } from './event.ts';
import { EventParseError, UnknownEventVersionError } from './event-errors.ts';

interface Versioned {
  readonly type: string;
  readonly schemaVersion: number;
  readonly upcasters: Upcasters;
}

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Brings stored data from the version it was written at to the definition's current version by
 * running the upcasters in order (v1 → v2 → … → current). Data already at the current version
 * comes back as it is. Validation is the caller's: once, on the result.
 */
export function upcastData(definition: Versioned, storedVersion: number, data: unknown): unknown {
  const { type, schemaVersion: current } = definition;
  if (!Number.isInteger(storedVersion) || storedVersion < 1) {
    throw new EventParseError(`Event ${type} has schemaVersion ${storedVersion}; versions are whole numbers from 1`);
  }
  if (storedVersion > current) throw new UnknownEventVersionError(type, storedVersion, current);
  let upcast = data;
  for (let version = storedVersion; version < current; version++) {
    const upcaster = definition.upcasters[version];
    if (!upcaster) throw new EventParseError(`Event ${type} has no upcaster from v${version} to v${version + 1}`);
    if (!isRecord(upcast)) throw new EventParseError(`Invalid data for event ${type} v${version}: (root): expected an object`);
    upcast = upcaster(upcast);
  }
  return upcast;
}
