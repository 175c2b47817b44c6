import pino, { type Logger } from 'pino';

/** Log lines go to stdout, or to stderr for a command whose stdout is its answer (`status --json`). */
export const createLogger = (level: string, name = 'regimen', destination: 'stdout' | 'stderr' = 'stdout'): Logger =>
  pino(
    {
      name,
      level,
      redact: { paths: ['req.headers.cookie', 'req.headers.authorization', 'password', '*.password'], censor: '[redacted]' },
    },
    pino.destination(destination === 'stderr' ? 2 : 1),
  );

export type { Logger };
