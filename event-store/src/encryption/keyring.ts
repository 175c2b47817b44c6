/**
 * Per-user data keys, held outside the event log. Destroying a user's key is how they are erased:
 * their events stay, and their personal fields can no longer be read by anyone.
 */
export interface DataKeyring {
  /** Keys to encrypt with, created for users who have none; null for a user whose key was destroyed. */
  keysForWriting(userIds: readonly string[]): Promise<ReadonlyMap<string, Uint8Array | null>>;
  /** Keys to decrypt with; null for a destroyed (or never created) key. */
  keysForReading(userIds: readonly string[]): Promise<ReadonlyMap<string, Uint8Array | null>>;
  /** Destroys the user's key for good; from then on their personal fields read as "[erased]". */
  destroy(userId: string): Promise<void>;
}

export interface KeyCacheOptions {
  /** Most keys held in memory (least recently used go first). */
  readonly maxKeys?: number;
  /**
   * How long a cached key is trusted: another process may destroy it, and this one must stop
   * reading with it soon after. A destroy in this process takes effect at once.
   */
  readonly ttlMs?: number;
  readonly now?: () => number;
}

/**
 * A bounded LRU in front of a keyring: a rebuild reads each user's many events with one lookup per
 * user, not one per event. Destroyed keys are cached as null too (destruction is final).
 */
export const cachedKeyring = (inner: DataKeyring, { maxKeys = 10_000, ttlMs = 60_000, now = Date.now }: KeyCacheOptions = {}): DataKeyring => {
  const cache = new Map<string, { key: Uint8Array | null; at: number }>();
  const remember = (userId: string, key: Uint8Array | null): void => {
    cache.delete(userId);
    cache.set(userId, { key, at: now() });
    if (cache.size > maxKeys) {
      const oldest = cache.keys().next();
      if (!oldest.done) cache.delete(oldest.value);
    }
  };
  const through = async (userIds: readonly string[], load: (missing: string[]) => Promise<ReadonlyMap<string, Uint8Array | null>>) => {
    const found = new Map<string, Uint8Array | null>();
    const missing: string[] = [];
    const time = now();
    for (const userId of new Set(userIds)) {
      const hit = cache.get(userId);
      if (hit && time - hit.at < ttlMs) {
        // Re-inserting moves it to the young end of the map's order.
        cache.delete(userId);
        cache.set(userId, hit);
        found.set(userId, hit.key);
      } else missing.push(userId);
    }
    if (missing.length > 0) {
      const loaded = await load(missing);
      for (const userId of missing) {
        const key = loaded.get(userId) ?? null;
        found.set(userId, key);
        remember(userId, key);
      }
    }
    return found;
  };
  return {
    keysForWriting: (userIds) => through(userIds, (missing) => inner.keysForWriting(missing)),
    // A key not found for reading may still be created by a write later: not remembered as absent.
    keysForReading: async (userIds) => {
      const keys = await through(userIds, (missing) => inner.keysForReading(missing));
      for (const [userId, key] of keys) if (key === null) cache.delete(userId);
      return keys;
    },
    async destroy(userId) {
      await inner.destroy(userId);
      remember(userId, null);
    },
  };
};
