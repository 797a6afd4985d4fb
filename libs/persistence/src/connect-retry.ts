import { DATABASE_DEFAULTS } from '@tezgah/config';
import { createLogger } from '@tezgah/observability';
import type { DatabaseTarget } from './database-target';

/** What a refused start reports: pino's `logger.warn(obj, msg)` shape. */
export interface ConnectLog {
  warn(obj: Record<string, unknown>, msg: string): void;
  info(obj: Record<string, unknown>, msg: string): void;
}

export interface ConnectRetry {
  /** How long refusals are retried before the start fails (DATABASE_CONNECT_TIMEOUT_MS). */
  timeoutMs: number;
  log: ConnectLog;
  /** The clock, the wait and the jitter: real ones in a process, fakes in a spec. */
  now: () => number;
  sleep: (ms: number) => Promise<void>;
  random: () => number;
}

/**
 * "Not now" rather than "not ever": the server is full (53300, `sorry, too many clients already`,
 * also a database's or role's CONNECTION LIMIT), starting up or shutting down (57P03), or not
 * reachable yet (a container still starting).
 */
const BUSY_SQLSTATES = new Set(['53300', '57P03']);
const UNREACHABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

export function isRefusedConnection(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (BUSY_SQLSTATES.has(code) || UNREACHABLE.has(code));
}

const BACKOFF = { baseMs: 200, capMs: 5_000 };

/**
 * The wait after refusal `attempt` (1, 2, …): the capped exponential 200 ms, 400 ms, … 5 s, half of
 * it fixed and half random ("equal jitter"), so replicas refused together do not return together.
 */
export function backoffDelay(attempt: number, random: () => number): number {
  const ceiling = Math.min(BACKOFF.capMs, BACKOFF.baseMs * 2 ** (attempt - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/**
 * Runs `connect` until it succeeds, retrying only refusals, for at most `timeoutMs`. The first
 * refusal is logged and the outcome once more (how many attempts it took), never each retry.
 */
export async function connectWithRetry<T>(connect: () => Promise<T>, retry: ConnectRetry): Promise<T> {
  const started = retry.now();
  for (let attempt = 1; ; attempt++) {
    try {
      const connected = await connect();
      if (attempt > 1) retry.log.info({ attempts: attempt, waited_ms: retry.now() - started }, 'database connection accepted');
      return connected;
    } catch (error) {
      if (!isRefusedConnection(error)) throw error;
      const remaining = retry.timeoutMs - (retry.now() - started);
      const reason = (error as Error).message;
      if (remaining <= 0) {
        throw new Error(
          `The database refused every connection for ${retry.timeoutMs} ms (${attempt} ${attempt === 1 ? 'attempt' : 'attempts'}; last: ${reason}). ` +
            'Free connections or raise DATABASE_CONNECT_TIMEOUT_MS (docs/runbook.md, "Database connections").',
          { cause: error },
        );
      }
      if (attempt === 1) {
        retry.log.warn(
          { reason, code: (error as { code?: string }).code, timeout_ms: retry.timeoutMs },
          'database refused the connection: retrying with back-off',
        );
      }
      await retry.sleep(Math.min(backoffDelay(attempt, retry.random), remaining));
    }
  }
}

/** Real time, the target's budget (DATABASE_CONNECT_TIMEOUT_MS) and a logger named after the schema. */
export function connectRetryFor(schema: string, target?: DatabaseTarget): ConnectRetry {
  return {
    timeoutMs: (target?.kind === 'postgres' ? target.connectTimeoutMs : undefined) ?? DATABASE_DEFAULTS.connectTimeoutMs,
    log: createLogger(`database.${schema}`),
    now: Date.now,
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    random: Math.random,
  };
}
