import pino, { type Logger } from 'pino';

export const createLogger = (level: string, name = 'regimen'): Logger =>
  pino({
    name,
    level,
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', 'password', '*.password'], censor: '[redacted]' },
  });

export type { Logger };
