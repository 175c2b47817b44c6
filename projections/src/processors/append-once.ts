import { createHash } from 'node:crypto';
import { WrongExpectedRevisionError, type EventStore } from '@regimen/event-store';

/** A name-based UUID (version 8 layout over SHA-256): the same parts always give the same id. */
export const nameUuid = (...parts: readonly string[]): string => {
  const bytes = createHash('sha256').update(parts.join('\u0000')).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x80;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

export interface OnceEvent {
  readonly type: string;
  readonly schemaVersion: number;
  readonly data: unknown;
}

/**
 * A scheduler's fact, written at most once: the stream is the idempotency key (one per natural key,
 * such as user + dose slot), appended with "no stream" and an event id and command id derived from
 * the stream. A second append of the same key — a retry after a crash, or another process — is
 * either recognised as the same event or refused as a wrong revision, on PostgreSQL and EventStoreDB
 * alike; never a second event. True when this call wrote it; false when it was already there.
 */
export const appendOnce = async (store: EventStore, streamId: string, event: OnceEvent, userId: string, now: Date): Promise<boolean> => {
  const commandId = nameUuid(streamId, 'command');
  try {
    const result = await store.append(
      streamId,
      [{
        id: nameUuid(streamId, event.type),
        type: event.type,
        schemaVersion: event.schemaVersion,
        data: event.data,
        metadata: { userId, occurredAt: now.toISOString(), commandId, correlationId: commandId },
      }],
      'no_stream',
    );
    return !result.idempotent;
  } catch (error) {
    if (error instanceof WrongExpectedRevisionError) return false;
    throw error;
  }
};
