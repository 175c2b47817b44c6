import { describe } from 'vitest';
import { describeAppends } from './conformance/append.ts';
import { describeBrowse } from './conformance/browse.ts';
import { describeConcurrency } from './conformance/concurrency.ts';
import { useStore, type StoreFactory } from './conformance/context.ts';
import { describeGlobalOrder } from './conformance/global-order.ts';
import { describeReads } from './conformance/read.ts';
import { describeSubscriptions } from './conformance/subscribe.ts';
import { describeValidation } from './conformance/validation.ts';

export type { StoreFactory, StoreUnderTest } from './conformance/context.ts';

export interface ConformanceOptions {
  /** Register every test as skipped (no server to run against); vitest then reports them as skipped. */
  readonly skip?: boolean;
}

/**
 * The one behavioural specification of the EventStore port. Every adapter's integration test
 * calls this with a factory for a store on a real server. Tests never assume an empty store:
 * they use fresh stream ids and read the global order after the head they saw first.
 */
export const describeEventStoreConformance = (
  name: string,
  factory: StoreFactory,
  options: ConformanceOptions = {},
): void => {
  (options.skip ? describe.skip : describe)(`EventStore conformance: ${name}`, () => {
    const store = useStore(factory);
    describeAppends(store);
    describeReads(store);
    describeGlobalOrder(store);
    describeSubscriptions(store);
    describeConcurrency(store);
    describeValidation(factory);
    describeBrowse(store);
  });
};
