import { createHash } from 'node:crypto';

/**
 * A name-based UUID (RFC 9562 version 8 layout over SHA-256): the same inputs always give the
 * same id. Commands carrying an Idempotency-Key derive their command id, new entity ids and event
 * ids this way, so a retry appends the very same events and the store recognises them.
 */
export const derivedUuid = (...parts: readonly string[]): string => {
  const bytes = createHash('sha256').update(parts.join('\u0000')).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x80;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/** The id of the entity a command creates: stable across retries of the same command. */
export const newEntityId = (commandId: string): string => derivedUuid(commandId, 'entity');
