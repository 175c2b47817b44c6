/** A bad environment variable: the start stops before anything runs, with a one-line message. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}
