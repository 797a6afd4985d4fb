import pino, { type DestinationStream, type Level, type Logger } from 'pino';
import { currentRequestId } from './request-context';

export type LogLevel = Level | 'silent';

/** Where secrets usually sit in what we log: request bodies, RPC payloads, credentials, headers. */
const SECRET_KEYS = [
  'password',
  'new_password',
  'current_password',
  'refresh_token',
  'access_token',
  'api_key',
  'api_secret',
  'secret',
  // A marketplace connection's pasted fields, whole, whatever the marketplace calls them.
  'credentials',
];
export const REDACTED_PATHS: readonly string[] = [
  ...SECRET_KEYS,
  ...SECRET_KEYS.map((key) => `*.${key}`),
  ...SECRET_KEYS.map((key) => `*.*.${key}`),
  'req.headers.authorization',
  'req.headers.cookie',
];

export interface LoggerOptions {
  /** Tests pass a stream to read what was written; processes write to stdout. */
  destination?: DestinationStream;
  /** Human-readable output for a terminal; defaults to `LOG_PRETTY=true`. */
  pretty?: boolean;
  /**
   * Off only for a logger whose every field is chosen by our code and is never a secret (the
   * access log): redaction costs more than the rest of the line.
   */
  redact?: boolean;
}

/**
 * Every logger of the process writes through one buffered stdout stream: a synchronous write per
 * line costs a system call on each request. Flushed on exit, so nothing logged is lost.
 */
let stdout: (pino.DestinationStream & { flushSync(): void }) | undefined;
function sharedStdout(): pino.DestinationStream {
  if (!stdout) {
    const stream = pino.destination({ dest: 1, sync: false, minLength: 4096 });
    process.once('exit', () => stream.flushSync());
    stdout = stream;
  }
  return stdout;
}

/** Writes out what the shared stdout stream still buffers (before an explicit process.exit). */
export function flushLogs(): void {
  stdout?.flushSync();
}

/** A JSON logger for one service; lines carry `service`, an ISO `time` and the current request id. */
/** `LOG_LEVEL` (validated by each process's configuration at start), else info. */
function configuredLevel(): LogLevel {
  const level = process.env['LOG_LEVEL'];
  return level && (level === 'silent' || level in pino.levels.values) ? (level as LogLevel) : 'info';
}

export function createLogger(name: string, level: LogLevel = configuredLevel(), options: LoggerOptions = {}): Logger {
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
    redact: options.redact === false ? undefined : { paths: [...REDACTED_PATHS], censor: '[redacted]' },
  };
  if (pretty && !options.destination) {
    return pino({ ...settings, formatters: undefined, transport: { target: 'pino-pretty', options: { translateTime: 'SYS:standard' } } });
  }
  return pino(settings, options.destination ?? sharedStdout());
}
