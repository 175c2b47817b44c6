import type {
  AppendResult as EsdbAppendResult,
  AppendToStreamOptions,
  EventData,
  Position,
  ReadAllOptions,
  ReadStreamOptions,
  SubscribeToAllOptions,
} from '@eventstore/db-client';
import type { EsdbEvent } from './mapping.ts';

/**
 * The part of EventStoreDBClient the adapter uses, typed by what it reads. The real client
 * satisfies it; unit tests pass small fakes.
 */
export interface EsdbClient {
  readStream(streamName: string, options: ReadStreamOptions): AsyncIterable<{ readonly event?: EsdbEvent }>;
  readAll(options: ReadAllOptions): AsyncIterable<{ readonly event?: PositionedEvent }>;
  appendToStream(streamName: string, events: EventData[], options: AppendToStreamOptions): Promise<EsdbAppendResult>;
  subscribeToAll(options: SubscribeToAllOptions): EsdbSubscription;
}

export type PositionedEvent = EsdbEvent & { readonly position: Position };

export interface EsdbSubscription extends AsyncIterable<{ readonly event?: PositionedEvent }> {
  /** Events already received and buffered (the client's subscription is an object-mode Readable). */
  readonly readableLength: number;
  unsubscribe(): Promise<void>;
}
