export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const memory = new Map<string, string>();
const memoryStorage: KeyValueStorage = {
  getItem: (key) => memory.get(key) ?? null,
  setItem: (key, value) => void memory.set(key, value),
  removeItem: (key) => void memory.delete(key),
};

/** localStorage, or an in-memory stand-in where the browser denies it (privacy modes, blocked cookies). */
export function browserStorage(): KeyValueStorage {
  try {
    const storage = window.localStorage;
    storage.getItem('');
    return storage;
  } catch {
    return memoryStorage;
  }
}
