import { describe, expect, it } from 'vitest';
import { isDomainError, type DomainError } from '@regimen/domain';
import { WrongExpectedRevisionError, type EventStore, type RecordedEvent } from '@regimen/event-store';
import { feedback } from './aggregates.ts';
import { handleCommand, type CommandContext } from './handle-command.ts';

/** A store whose stream always moves between the read and the append: every append conflicts. */
const alwaysContended = (): EventStore & { appends: number } => {
  const store = {
    name: 'postgres' as const,
    appends: 0,
    readStream: async (): Promise<RecordedEvent[]> => [],
    append: async (streamId: string) => {
      store.appends += 1;
      throw new WrongExpectedRevisionError(streamId, 'no_stream', 0n);
    },
    readAll: async () => [],
    subscribeToAll: () => ({ [Symbol.asyncIterator]: () => ({ next: async () => ({ done: true as const, value: undefined }) }) }),
    head: async () => ({ checkpoint: { tx: 0n, position: 0n }, recordedAt: null }),
    checkpointOf: async () => null,
    browse: async () => ({ events: [], nextCursor: null }),
    close: async () => {},
  };
  return store;
};

const context: CommandContext = {
  userId: null,
  commandId: '0190a000-0000-7000-8000-000000000001',
  correlationId: '0190a000-0000-7000-8000-000000000002',
  now: new Date('2026-03-01T08:00:00Z'),
};
const feedbackId = '0190a000-0000-7000-8000-000000000003';
const submit = { type: 'SubmitFeedback' as const, data: { feedbackId, type: 'love' as const, rating: null, message: 'Nice', page: '', userAgent: '' } };

const refusal = async (promise: Promise<unknown>): Promise<DomainError> => {
  const error = await promise.then(() => null, (caught: unknown) => caught);
  if (!isDomainError(error)) throw new Error(`expected a domain error, got ${String(error)}`);
  return error;
};

describe('a stream that keeps moving under the command', () => {
  it('is retried, then refused as ConcurrencyConflict (a domain error, no HTTP status)', async () => {
    const store = alwaysContended();
    const error = await refusal(handleCommand(store, feedback, { key: [feedbackId], context, command: submit, maxAttempts: 3 }));
    expect(error.code).toBe('ConcurrencyConflict');
    expect(store.appends).toBe(3);
  });

  it('with If-Match is refused at once as RevisionMismatch, naming no stream id', async () => {
    const store = alwaysContended();
    const error = await refusal(handleCommand(store, feedback, { key: [feedbackId], context, command: submit, expectedRevision: 0n }));
    expect(error.code).toBe('RevisionMismatch');
    expect(error.message).not.toContain('feedback-');
    expect(store.appends).toBe(0);
  });
});
