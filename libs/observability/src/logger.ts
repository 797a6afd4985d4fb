import pino, { type DestinationStream, type Level, type Logger } from 'pino';
import { currentRequestId } from './request-context';

export type LogLevel = Level | 'silent';

/** Where secrets usually sit in what we log: request bodies, RPC payloads, credentials, headers. */
const SECRET_KEYS = ['password', 'new_password', 'current_password', 'refresh_token', 'access_token', 'api_key', 'api_secret', 'secret'];
export const REDACTED_PATHS: readonly string[] = [
  ...SECRET_KEYS,
  ...SECRET_KEYS.map((key) => `*.${key}`),
  'req.headers.authorization',
  'req.headers.cookie',
];

export interface LoggerOptions {
  /** Tests pass a stream to read what was written; processes write to stdout. */
  destination?: DestinationStream;
  /** Human-readable output for a terminal; defaults to `LOG_PRETTY=true`. */
  pretty?: boolean;
}

/** A JSON logger for one service; lines carry `service`, an ISO `time` and the current request id. */
export function createLogger(name: string, level: LogLevel = 'info', options: LoggerOptions = {}): Logger {
  const pretty = options.pretty ?? process.env['LOG_PRETTY'] === 'true';
  const settings: pino.LoggerOptions = {
    level,
    base: { service: name },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    mixin: () => {
      const requestId = currentRequestId();
      return requestId === undefined ? {} : { request_id: requestId };
    },
    redact: { paths: [...REDACTED_PATHS], censor: '[redacted]' },
  };
  if (pretty && !options.destination) {
    return pino({ ...settings, formatters: undefined, transport: { target: 'pino-pretty', options: { translateTime: 'SYS:standard' } } });
  }
  return options.destination ? pino(settings, options.destination) : pino(settings);
}
