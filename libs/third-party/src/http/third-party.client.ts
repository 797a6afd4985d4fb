import { DomainError } from '@tezgah/errors';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Dispatcher } from 'undici';
import type { RateBudgetStore } from '../budget/rate-budget.store';
import type { AccountChannel } from './account-channel';
import { fullJitterDelayMs } from './backoff';
import type { HttpPoolSettings } from './http-pool-settings';
import { retryAfterMs } from './retry-after';
import { sendOnce } from './send-once';
import type { ThirdPartyHttp, ThirdPartyRequest, ThirdPartyResponse } from './third-party-http';
import type { RequestOutcome, ThirdPartyMetrics } from './third-party-metrics';

/** One attempt's result: an answer, or why none came (network error, time-out). */
type Attempt = { response: ThirdPartyResponse } | { failure: unknown };

/** Statuses whose `Retry-After` says when to come back. */
const TELLS_WHEN = new Set([429, 503]);

const isRetryable = (status: number) => status === 429 || status >= 500;

/**
 * The HTTP client of one (party, account), sharing that pair's breaker with every other client
 * of it in the process and its rate budgets with every replica (see third-party-http.ts for the
 * contract).
 */
export class ThirdPartyClient implements ThirdPartyHttp {
  constructor(
    private readonly channel: AccountChannel,
    private readonly budgets: RateBudgetStore,
    private readonly dispatcher: Dispatcher,
    private readonly settings: HttpPoolSettings,
    private readonly metrics: ThirdPartyMetrics,
  ) {}

  async request(call: ThirdPartyRequest): Promise<ThirdPartyResponse> {
    const labels = { [this.channel.kind.name]: this.channel.party, operation: call.operation };
    const endTimer = this.metrics.duration.startTimer(labels);
    try {
      const response = await this.channel.breaker.fire(() => this.withRetries(call));
      this.metrics.requests.inc({ ...labels, outcome: response.status >= 400 ? 'client_error' : 'ok' });
      return response;
    } catch (error) {
      // Every failure of the attempts is already a DomainError; anything else is the breaker refusing.
      const refused = !(error instanceof DomainError);
      const failure = refused ? this.unreachable(error) : error;
      this.metrics.requests.inc({ ...labels, outcome: refused ? 'breaker_open' : this.outcomeOf(failure) });
      throw failure;
    } finally {
      endTimer();
    }
  }

  private async withRetries(call: ThirdPartyRequest): Promise<ThirdPartyResponse> {
    const retries = call.retries ?? this.settings.retries;
    for (let attempt = 0; ; attempt += 1) {
      await this.takeTurn(call, call.maxWaitMs ?? this.settings.timeoutMs);
      const result = await this.attempt(call);
      if ('response' in result) this.learnAllowance(call, result.response);
      if ('response' in result && (!isRetryable(result.response.status) || call.isAnswer?.(result.response))) return result.response;
      const pauseMs = attempt < retries ? this.pauseBeforeRetry(result, attempt) : undefined;
      if (pauseMs === undefined) throw this.finalError(result);
      this.metrics.retries.inc({ [this.channel.kind.name]: this.channel.party, operation: call.operation });
      await sleep(pauseMs);
    }
  }

  /**
   * Waits for this account's turn at the operation, then at the account's allowance over all
   * operations if the party sets one (each turn taken when the previous one came, so a request
   * goes out at the time of each), unless the waits add up to more than the call may wait (an
   * attempt's time-out unless it asks otherwise). The headroom is the operation's (ThirdPartyRequest).
   */
  private async takeTurn({ operation, headroom }: ThirdPartyRequest, maxWaitMs: number): Promise<void> {
    const { party, account } = this.channel;
    const deadline = Date.now() + maxWaitMs;
    for (const { bucket, allowance } of this.channel.budgetsFor(operation)) {
      const leftMs = Math.max(0, deadline - Date.now());
      const turn = await this.budgets.reserve(
        { party, account, operation: bucket },
        allowance,
        leftMs,
        bucket === operation ? headroom : 0,
      );
      if (!turn.granted) throw new DomainError(this.channel.kind.rateLimited, undefined, wholeSeconds(turn.waitMs));
      if (turn.waitMs > 0) await sleep(turn.waitMs);
    }
  }

  private learnAllowance(call: ThirdPartyRequest, response: ThirdPartyResponse): void {
    const stated = call.allowanceFromAnswer?.(response);
    if (stated) this.channel.follow(call.operation, stated);
  }

  private async attempt(call: ThirdPartyRequest): Promise<Attempt> {
    try {
      return { response: await sendOnce(this.dispatcher, call, this.settings.timeoutMs) };
    } catch (failure) {
      return { failure };
    }
  }

  /** The party's own `Retry-After` when it gives one (none beyond the cap), else full-jitter back-off. */
  private pauseBeforeRetry(result: Attempt, attempt: number): number | undefined {
    const toldMs =
      'response' in result && TELLS_WHEN.has(result.response.status) ? retryAfterMs(result.response.headers['retry-after']) : undefined;
    if (toldMs === undefined) return fullJitterDelayMs(attempt, this.settings.backoffBaseMs, this.settings.backoffCapMs);
    return toldMs <= this.settings.retryAfterCapMs ? toldMs : undefined;
  }

  private finalError(result: Attempt): DomainError {
    if ('failure' in result) return this.unreachable(result.failure);
    const { status, headers } = result.response;
    if (status === 429)
      return new DomainError(this.channel.kind.rateLimited, undefined, wholeSeconds(retryAfterMs(headers['retry-after']) ?? 0));
    return this.unreachable(new Error(`${this.channel.party} answered ${status}`));
  }

  /** The kind's `unreachable` with its cause kept for the logs (the wire error never carries it). */
  private unreachable(cause: unknown): DomainError {
    const error = new DomainError(this.channel.kind.unreachable);
    error.cause = cause;
    return error;
  }

  private outcomeOf(error: DomainError): RequestOutcome {
    return error.code === this.channel.kind.rateLimited ? 'rate_limited' : 'unreachable';
  }
}

/** A `retry_after` for the caller: whole seconds, at least one. */
function wholeSeconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}
