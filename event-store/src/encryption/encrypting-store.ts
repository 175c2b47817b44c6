import type { EventStore, EventToAppend, EventUpcaster, ReadUserOptions, RecordedEvent } from '../port.ts';
import type { DataKeyring } from './keyring.ts';
import { erasePersonalFields, isSealed, openPersonalFields, sealPersonalFields } from './personal-fields.ts';

export interface PersonalDataOptions {
  readonly keyring: DataKeyring;
  /** The caller's classification (the domain's `personalFieldsOf`): dotted paths of an event type's personal fields. */
  readonly personalFieldsOf: (type: string) => readonly string[];
  /** The caller's catalog, run on the plaintext: before sealing on append, after opening on read. */
  readonly upcast?: EventUpcaster;
}

const ownerOf = (metadata: Readonly<Record<string, unknown>>): string | null =>
  typeof metadata['userId'] === 'string' ? metadata['userId'] : null;

/**
 * Crypto-shredding for any adapter: the personal fields of every event are sealed with its user's
 * data key before the inner store sees them, and opened on every read (stream reads, readAll,
 * subscriptions). Events of no user (anonymous feedback, traffic) and events written before this
 * existed are stored and read as plaintext. The inner store must have no upcast hook: it would see
 * sealed data, so validation runs here on the plaintext instead.
 */
export const withPersonalDataEncryption = (inner: EventStore, options: PersonalDataOptions): EventStore => {
  const { keyring, personalFieldsOf, upcast } = options;

  const seal = async (events: readonly EventToAppend[]): Promise<EventToAppend[]> => {
    for (const event of events) upcast?.(event);
    const owners = events.filter((event) => personalFieldsOf(event.type).length > 0).map((event) => ownerOf(event.metadata));
    const users = owners.filter((owner): owner is string => owner !== null);
    const keys = users.length > 0 ? await keyring.keysForWriting(users) : new Map<string, Uint8Array | null>();
    return events.map((event) => {
      const paths = personalFieldsOf(event.type);
      const owner = ownerOf(event.metadata);
      if (paths.length === 0 || owner === null) return event;
      const key = keys.get(owner) ?? null;
      // A destroyed key: the user is erased, so nothing personal of theirs is written in clear.
      return { ...event, data: key ? sealPersonalFields(event.data, paths, key) : erasePersonalFields(event.data, paths) };
    });
  };

  const open = async (events: RecordedEvent[]): Promise<RecordedEvent[]> => {
    const users = new Set<string>();
    for (const event of events) {
      const owner = ownerOf(event.metadata);
      if (owner !== null && isSealed(event.data)) users.add(owner);
    }
    const keys = users.size > 0 ? await keyring.keysForReading([...users]) : null;
    if (!keys && !upcast) return events;
    return events.map((event) => {
      const owner = ownerOf(event.metadata);
      const data = keys && owner !== null && isSealed(event.data) ? openPersonalFields(event.data, keys.get(owner) ?? null) : event.data;
      if (!upcast) return data === event.data ? event : { ...event, data };
      const read = upcast({ type: event.type, schemaVersion: event.schemaVersion, data, metadata: event.metadata });
      return { ...event, type: read.type, schemaVersion: read.schemaVersion, data: read.data, metadata: read.metadata };
    });
  };

  return {
    name: inner.name,
    append: async (streamId, events, expected) => inner.append(streamId, await seal(events), expected),
    readStream: async (streamId, readOptions) => open(await inner.readStream(streamId, readOptions)),
    readAll: async (readOptions) => open(await inner.readAll(readOptions)),
    browse: async (browseOptions) => {
      const page = await inner.browse(browseOptions);
      return { ...page, events: await open(page.events) };
    },
    ...(inner.readUserEvents && {
      readUserEvents: async (userId: string, readOptions: ReadUserOptions) =>
        open(await (inner.readUserEvents?.(userId, readOptions) ?? Promise.resolve([]))),
    }),
    subscribeToAll: (subscribeOptions) => ({
      async *[Symbol.asyncIterator]() {
        for await (const batch of inner.subscribeToAll(subscribeOptions)) yield await open(batch);
      },
    }),
    head: () => inner.head(),
    checkpointOf: (position) => inner.checkpointOf(position),
    close: () => inner.close(),
  };
};
