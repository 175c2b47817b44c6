import { randomBytes } from 'node:crypto';
import type { DataKeyring } from './keyring.ts';

/** A keyring in memory, for tests and tools: keys live as long as the process. */
export const memoryKeyring = (): DataKeyring & { readonly lookups: () => number } => {
  const keys = new Map<string, Uint8Array | null>();
  let lookups = 0;
  return {
    lookups: () => lookups,
    async keysForWriting(userIds) {
      lookups++;
      for (const userId of userIds) if (!keys.has(userId)) keys.set(userId, randomBytes(32));
      return new Map(userIds.map((userId) => [userId, keys.get(userId) ?? null]));
    },
    async keysForReading(userIds) {
      lookups++;
      return new Map(userIds.map((userId) => [userId, keys.get(userId) ?? null]));
    },
    async destroy(userId) {
      keys.set(userId, null);
    },
  };
};
