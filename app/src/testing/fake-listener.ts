import type { CheckpointListener, ListenerDelivery } from '@regimen/projections';

type Callback = Parameters<CheckpointListener['subscribe']>[0];

/** A checkpoint listener the test drives: it passes on what `notify` is given and vouches for what `delivery` answers. */
export const fakeListener = (delivery: () => ListenerDelivery | null) => {
  const callbacks: Callback[] = [];
  const listener: CheckpointListener = {
    subscribe: (callback) => {
      callbacks.push(callback);
      return () => undefined;
    },
    delivery,
    close: async () => undefined,
  };
  const notify = (...args: Parameters<Callback>): void => {
    for (const callback of callbacks) callback(...args);
  };
  return { listener, notify };
};
