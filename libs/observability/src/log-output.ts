import type { LogLevel } from './logger';

export const LOG_FORMATS = ['json', 'pretty'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

/**
 * How log lines are written: `LOG_FORMAT`, else readable lines for a person at a terminal and
 * JSON wherever else stdout goes (a file, a pipe, a container's log collector).
 */
export function logFormat(env: NodeJS.ProcessEnv = process.env, terminal = process.stdout.isTTY === true): LogFormat {
  const chosen = env['LOG_FORMAT'];
  if (chosen === 'json' || chosen === 'pretty') return chosen;
  return terminal ? 'pretty' : 'json';
}

/**
 * The level without `LOG_LEVEL`: a person at a terminal (`npm start`) sees warnings and errors,
 * not Nest's two hundred route lines; a log collector gets info.
 */
export function defaultLogLevel(format: LogFormat): LogLevel {
  return format === 'pretty' ? 'warn' : 'info';
}
