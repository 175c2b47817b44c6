import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import type { EventStore, EventToAppend, EventUpcaster } from '../../port.ts';

export interface StoreUnderTest {
  readonly store: EventStore;
  cleanup(): Promise<void>;
}

/** Creates a store on the server under test; called once per suite and once per validation test. */
export type StoreFactory = (options?: { readonly upcast?: EventUpcaster }) => Promise<StoreUnderTest>;

/** The suite's shared store, available inside tests (not at collection time). */
export type StoreRef = () => EventStore;

export const useStore = (factory: StoreFactory): StoreRef => {
  let current: StoreUnderTest | undefined;
  beforeAll(async () => {
    current = await factory();
  });
  afterAll(async () => {
    await current?.cleanup();
  });
  return () => {
    if (!current) throw new Error('The store under test is not ready');
    return current.store;
  };
};

export const newStreamId = (category = 'conformance'): string => `${category}-${randomUUID()}`;

export const testEvent = (type = 'ThingHappened', data: Record<string, unknown> = { n: 1 }): EventToAppend => ({
  id: randomUUID(),
  type,
  schemaVersion: 1,
  data,
  metadata: {
    userId: null,
    occurredAt: new Date().toISOString(),
    commandId: randomUUID(),
    correlationId: randomUUID(),
  },
});

export const testEvents = (count: number, type?: string): EventToAppend[] =>
  Array.from({ length: count }, (_, index) => testEvent(type, { index }));

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Retries an assertion until it passes. Reads of the global order may lag behind a commit while
 * some other transaction on the server is still open (PostgreSQL), so tests poll instead of
 * expecting the very next read to show an append.
 */
export const eventually = async <T>(check: () => Promise<T>, timeoutMs = 10_000): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await pause(20);
    }
  }
};

/** Resolves to what the promise gives, or to 'timeout'. */
export const within = <T>(promise: Promise<T>, ms: number): Promise<T | 'timeout'> =>
  Promise.race([promise, pause(ms).then(() => 'timeout' as const)]);
