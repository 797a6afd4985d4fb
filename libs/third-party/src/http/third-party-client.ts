import { DomainError } from '@tezgah/errors';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Dispatcher } from 'undici';
import { fullJitterDelayMs } from './backoff';
import type { HttpPoolSettings } from './http-pool-settings';
import type { MarketplaceHttp, MarketplaceRequest, MarketplaceResponse } from './marketplace-http';
import type { MarketplaceHttpMetrics, RequestOutcome } from './marketplace-http-metrics';
import type { RateBudget } from './rate-budget';
import { retryAfterMs } from './retry-after';
import { sendOnce } from './send-once';
import type { SellerChannel } from './seller-channel';

/** One attempt's result: an answer, or why none came (network error, time-out). */
type Attempt = { response: MarketplaceResponse } | { failure: unknown };

/** Statuses whose `Retry-After` says when to come back. */
const TELLS_WHEN = new Set([429, 503]);

const isRetryable = (status: number) => status === 429 || status >= 500;

/**
 * The HTTP client of one (marketplace, seller), sharing that pair's breaker and rate budgets
 * with every other client of it in the process (see marketplace-http.ts for the contract).
 */
export class MarketplaceClient implements MarketplaceHttp {
  constructor(
    private readonly channel: SellerChannel,
    private readonly dispatcher: Dispatcher,
    private readonly settings: HttpPoolSettings,
    private readonly metrics: MarketplaceHttpMetrics,
  ) {}

  async request(call: MarketplaceRequest): Promise<MarketplaceResponse> {
    const labels = { marketplace: this.channel.marketplace, operation: call.operation };
    const endTimer = this.metrics.duration.startTimer(labels);
    try {
      const response = await this.channel.breaker.fire(() => this.withRetries(call));
      this.metrics.requests.inc({ ...labels, outcome: response.status >= 400 ? 'client_error' : 'ok' });
      return response;
    } catch (error) {
      // Every failure of the attempts is already a DomainError; anything else is the breaker refusing.
      const refused = !(error instanceof DomainError);
      const failure = refused ? unreachable(error) : error;
      this.metrics.requests.inc({ ...labels, outcome: refused ? 'breaker_open' : outcomeOf(failure) });
      throw failure;
    } finally {
      endTimer();
    }
  }

  private async withRetries(call: MarketplaceRequest): Promise<MarketplaceResponse> {
    const retries = call.retries ?? this.settings.retries;
    const budget = this.channel.budgetFor(call.operation);
    for (let attempt = 0; ; attempt += 1) {
      await this.takeTurn(budget);
      const result = await this.attempt(call);
      if ('response' in result && !isRetryable(result.response.status)) return result.response;
      const pauseMs = attempt < retries ? this.pauseBeforeRetry(result, attempt) : undefined;
      if (pauseMs === undefined) throw finalError(result);
      this.metrics.retries.inc({ marketplace: this.channel.marketplace, operation: call.operation });
      await sleep(pauseMs);
    }
  }

  /** Waits for this seller's turn at the operation, unless the wait is longer than an attempt may last. */
  private async takeTurn(budget: RateBudget | undefined): Promise<void> {
    if (!budget) return;
    const turn = budget.reserve(this.settings.timeoutMs);
    if (!turn.granted) throw new DomainError('marketplace.rate_limited', undefined, wholeSeconds(turn.waitMs));
    if (turn.waitMs > 0) await sleep(turn.waitMs);
  }

  private async attempt(call: MarketplaceRequest): Promise<Attempt> {
    try {
      return { response: await sendOnce(this.dispatcher, call, this.settings.timeoutMs) };
    } catch (failure) {
      return { failure };
    }
  }

  /** The marketplace's own `Retry-After` when it gives one (none beyond the cap), else full-jitter back-off. */
  private pauseBeforeRetry(result: Attempt, attempt: number): number | undefined {
    const toldMs = 'response' in result && TELLS_WHEN.has(result.response.status) ? retryAfterMs(result.response.headers['retry-after']) : undefined;
    if (toldMs === undefined) return fullJitterDelayMs(attempt, this.settings.backoffBaseMs, this.settings.backoffCapMs);
    return toldMs <= this.settings.retryAfterCapMs ? toldMs : undefined;
  }
}

function finalError(result: Attempt): DomainError {
  if ('failure' in result) return unreachable(result.failure);
  const { status, headers } = result.response;
  if (status === 429) return new DomainError('marketplace.rate_limited', undefined, wholeSeconds(retryAfterMs(headers['retry-after']) ?? 0));
  return unreachable(new Error(`The marketplace answered ${status}`));
}

/** `marketplace.unreachable` with its cause kept for the logs (the wire error never carries it). */
function unreachable(cause: unknown): DomainError {
  const error = new DomainError('marketplace.unreachable');
  error.cause = cause;
  return error;
}

function outcomeOf(error: DomainError): RequestOutcome {
  return error.code === 'marketplace.rate_limited' ? 'rate_limited' : 'unreachable';
}

/** A `retry_after` for the caller: whole seconds, at least one. */
function wholeSeconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}
