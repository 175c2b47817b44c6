/** Resolves after `ms`, or at once when the signal aborts; never rejects. */
export const sleep = (ms: number, signal?: AbortSignal): Promise<void> =>
  new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const done = (): void => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });

/** A signal that aborts when any of the given ones does (undefined ones are ignored). */
export const anySignal = (...signals: (AbortSignal | undefined)[]): AbortSignal =>
  AbortSignal.any(signals.filter((signal): signal is AbortSignal => signal !== undefined));
