import type { MarketplaceSlug } from '@tezgah/contracts';
import { DomainError } from '@tezgah/errors';
import CircuitBreaker from 'opossum';
import type { ConnectorLimits } from '../connector';
import type { BreakerSettings } from './http-pool-settings';
import type { MarketplaceResponse } from './marketplace-http';
import type { MarketplaceHttpMetrics } from './marketplace-http-metrics';
import { RateBudget } from './rate-budget';

/** A request with all its attempts, as the breaker runs it. */
export type GuardedCall = () => Promise<MarketplaceResponse>;

/**
 * What every client of one (marketplace, seller) shares: the circuit breaker and a rate budget
 * per operation. The breaker counts only unreachable outcomes as failures: a 4xx or the
 * marketplace's 429 says the marketplace is up.
 */
export class SellerChannel {
  readonly breaker: CircuitBreaker<[GuardedCall], MarketplaceResponse>;
  private readonly budgets = new Map<string, RateBudget | undefined>();
  /** Whether this breaker is in the open-breakers gauge (open and half-open both are). */
  private countedOpen = false;

  constructor(
    readonly marketplace: MarketplaceSlug,
    private readonly limits: ConnectorLimits['rate'],
    breaker: BreakerSettings,
    private readonly metrics: MarketplaceHttpMetrics,
  ) {
    this.breaker = new CircuitBreaker((call: GuardedCall) => call(), {
      timeout: false, // every attempt has its own time-out
      errorThresholdPercentage: breaker.errorThresholdPercentage,
      volumeThreshold: breaker.volumeThreshold,
      resetTimeout: breaker.resetTimeoutMs,
      rollingCountTimeout: breaker.rollingCountTimeoutMs,
      errorFilter: (error: unknown) => !(error instanceof DomainError && error.code === 'marketplace.unreachable'),
      enableSnapshots: false,
      rollingPercentilesEnabled: false,
    });
    this.breaker.on('open', () => this.countAsOpen(true));
    this.breaker.on('close', () => this.countAsOpen(false));
  }

  /** The budget of an operation (its own allowance, else `*`); none when the marketplace documents no limit. */
  budgetFor(operation: string): RateBudget | undefined {
    if (!this.budgets.has(operation)) {
      const allowance = this.limits[operation] ?? this.limits['*'];
      this.budgets.set(operation, allowance && new RateBudget(allowance));
    }
    return this.budgets.get(operation);
  }

  shutdown(): void {
    this.breaker.shutdown();
    this.countAsOpen(false);
  }

  private countAsOpen(open: boolean): void {
    if (open === this.countedOpen) return;
    this.countedOpen = open;
    this.metrics.breakersOpen.inc({ marketplace: this.marketplace }, open ? 1 : -1);
  }
}
