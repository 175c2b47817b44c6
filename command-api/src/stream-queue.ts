/**
 * Runs tasks for the same key one after another, tasks for different keys concurrently. Commands
 * on one stream from this process then never race each other for the expected revision; only
 * writers in other processes can, and the retry in handleCommand covers those.
 */
export const createKeyedQueue = () => {
  const tails = new Map<string, Promise<unknown>>();
  return async <T>(key: string, task: () => Promise<T>): Promise<T> => {
    const previous = tails.get(key) ?? Promise.resolve();
    const run = previous.then(task, task);
    const tail = run.catch(() => undefined);
    tails.set(key, tail);
    try {
      return await run;
    } finally {
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
};
