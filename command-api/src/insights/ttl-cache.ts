/**
 * A small in-process answer cache with an injected clock (tests move time instead of sleeping).
 * An entry is fresh for `freshMs`; after that it is still kept until `keepMs` as a fallback for
 * when a fresh answer cannot be had (the model fails or is rate-limited), then dropped. Bounded:
 * past `maxEntries` the oldest entries go first. Per process: a cold cache costs one computation,
 * never a wrong answer, because keys carry everything the answer depends on.
 */
export interface TtlCache<T> {
  /** The entry and whether it is still fresh; undefined when absent or older than `keepMs`. */
  get(key: string): { readonly value: T; readonly fresh: boolean; readonly storedAt: Date } | undefined;
  set(key: string, value: T): void;
}

export interface TtlCacheOptions {
  readonly freshMs: number;
  /** At least `freshMs`; defaults to it (nothing kept past freshness). */
  readonly keepMs?: number;
  readonly maxEntries?: number;
  readonly now: () => Date;
}

export function createTtlCache<T>({ freshMs, keepMs = freshMs, maxEntries = 1000, now }: TtlCacheOptions): TtlCache<T> {
  const entries = new Map<string, { value: T; storedAt: Date }>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (entry === undefined) return undefined;
      const age = now().getTime() - entry.storedAt.getTime();
      if (age >= Math.max(keepMs, freshMs) || age < 0) {
        entries.delete(key);
        return undefined;
      }
      return { value: entry.value, fresh: age < freshMs, storedAt: entry.storedAt };
    },
    set(key, value) {
      entries.delete(key);
      entries.set(key, { value, storedAt: now() });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next();
        if (oldest.done === true) break;
        entries.delete(oldest.value);
      }
    },
  };
}
