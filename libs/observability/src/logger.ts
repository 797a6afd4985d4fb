import pino, { type DestinationStream, type Level, type Logger } from 'pino';
import pinoPretty from 'pino-pretty';
import { defaultLogLevel, logFormat } from './log-output';
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
  /** Human-readable lines instead of JSON; defaults to `logFormat()` (LOG_FORMAT, else whether stdout is a terminal). */
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

/** The readable lines of a terminal, shared as the JSON stream is; written at once (a person reads them as they come). */
let prettyStdout: DestinationStream | undefined;
function sharedPrettyStdout(): DestinationStream {
  prettyStdout ??= pinoPretty({
    destination: 1,
    sync: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,service',
    messageFormat: '{service}: {msg}',
  });
  return prettyStdout;
}

/** Writes out what the shared stdout stream still buffers (before an explicit process.exit). */
export function flushLogs(): void {
  stdout?.flushSync();
}

/** `LOG_LEVEL` (validated by each process's configuration at start), else the format's default (`defaultLogLevel`). */
function configuredLevel(): LogLevel {
  const level = process.env['LOG_LEVEL'];
  return level && (level === 'silent' || level in pino.levels.values) ? (level as LogLevel) : defaultLogLevel(logFormat());
}

/**
 * A logger for one service: JSON lines carrying `service`, an ISO `time` and the current request
 * id, or the same as readable lines on a terminal (`logFormat`).
 */
export function createLogger(name: string, level: LogLevel = configuredLevel(), options: LoggerOptions = {}): Logger {
  const pretty = options.pretty ?? logFormat() === 'pretty';
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
  // pino-pretty reads pino's numeric levels, not the JSON lines' labels.
  if (pretty && !options.destination) return pino({ ...settings, formatters: undefined }, sharedPrettyStdout());
  return pino(settings, options.destination ?? sharedStdout());
}
