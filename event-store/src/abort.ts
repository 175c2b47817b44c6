/** A signal that aborts when any of the given ones does (undefined ones are ignored). */
export const anySignal = (...signals: (AbortSignal | undefined)[]): AbortSignal =>
  AbortSignal.any(signals.filter((signal): signal is AbortSignal => signal !== undefined));
