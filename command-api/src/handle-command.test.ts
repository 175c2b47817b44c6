import { describe, expect, it } from 'vitest';
import { isDomainError, type DomainError } from '@regimen/domain';
import { WrongExpectedRevisionError, type EventStore, type EventToAppend, type ExpectedRevision, type RecordedEvent } from '@regimen/event-store';
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

/** One stream in memory, with the store's rules for "no stream" and for events appended again; counts reads. */
const inMemory = (): EventStore & { reads: number; events: RecordedEvent[] } => {
  const store = {
    ...alwaysContended(),
    reads: 0,
    events: [] as RecordedEvent[],
    readStream: async (): Promise<RecordedEvent[]> => {
      store.reads += 1;
      return [...store.events];
    },
    append: async (streamId: string, toAppend: readonly EventToAppend[], expected: ExpectedRevision) => {
      const last = store.events.at(-1);
      if (last && toAppend.every((event, index) => store.events[index]?.id === event.id)) return { nextRevision: last.revision, position: last.position, idempotent: true };
      if (expected === 'no_stream' && last) throw new WrongExpectedRevisionError(streamId, expected, last.revision);
      for (const event of toAppend) {
        const revision = BigInt(store.events.length);
        store.events.push({ ...event, streamId, revision, position: revision + 1n, checkpoint: { tx: 1n, position: revision + 1n }, recordedAt: new Date() });
      }
      return { nextRevision: store.events.at(-1)!.revision, position: store.events.at(-1)!.position, idempotent: false };
    },
  };
  return store;
};

describe('a command that creates its stream', () => {
  const keyed = { ...context, requestFingerprint: 'the first request' };

  it('appends without reading the stream first', async () => {
    const store = inMemory();
    const result = await handleCommand(store, feedback, { key: [feedbackId], context: keyed, command: submit, creates: true });
    expect(result).toMatchObject({ revision: 0n, replayed: false, changed: true });
    expect(store.reads).toBe(0);
    expect(store.events.map((event) => event.type)).toEqual(['FeedbackSubmitted']);
  });

  it('sent again with the same key reads the stream and answers as the first time, writing nothing', async () => {
    const store = inMemory();
    await handleCommand(store, feedback, { key: [feedbackId], context: keyed, command: submit, creates: true });
    const again = await handleCommand(store, feedback, { key: [feedbackId], context: keyed, command: submit, creates: true });
    expect(again).toMatchObject({ revision: 0n, replayed: true, changed: true });
    expect(store.reads).toBe(1);
    expect(store.events).toHaveLength(1);
  });

  it('sent again with the same key but another request is refused as IdempotencyKeyReused', async () => {
    const store = inMemory();
    await handleCommand(store, feedback, { key: [feedbackId], context: keyed, command: submit, creates: true });
    const other = { ...submit, data: { ...submit.data, message: 'Something else' } };
    const error = await refusal(handleCommand(store, feedback, { key: [feedbackId], context: { ...keyed, requestFingerprint: 'another request' }, command: other, creates: true }));
    expect(error.code).toBe('IdempotencyKeyReused');
    expect(store.events).toHaveLength(1);
  });
});
