import type { DomainEvent } from '../events.ts';

/**
 * An event as a read model sees it: the store's event id (activity items are keyed by it) and the
 * metadata saying whose it is and when it happened (read rows take `userId`, `createdAt` and
 * `updatedAt` from there, never from the data).
 */
export type ViewEvent<E = DomainEvent> = E & {
  readonly id: string;
  readonly metadata: { readonly userId: string | null; readonly occurredAt: string };
};
