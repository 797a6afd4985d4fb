import { DomainError } from '@tezgah/errors';
import CircuitBreaker from 'opossum';
import type { PartyKind } from '../party-kind';
import type { RateAllowance } from '../budget/rate-budget';
import type { BreakerSettings } from './http-pool-settings';
import type { ThirdPartyResponse } from './third-party-http';
import type { ThirdPartyMetrics } from './third-party-metrics';

/** A request with all its attempts, as the breaker runs it. */
export type GuardedCall = () => Promise<ThirdPartyResponse>;

/** A party's documented allowances per operation name (`*` for any other). */
export type PartyLimits = Record<string, RateAllowance>;

/** The budget bucket of an account-wide allowance (no operation of a party is named so). */
export const ACCOUNT_BUCKET = '@account';

/** A budget a call takes a turn of: its bucket (an operation, or the account's) and the allowance. */
export interface BudgetTurn {
  bucket: string;
  allowance: RateAllowance;
}

/**
 * What every client of one (party, account) in the process shares: the circuit breaker, and the
 * allowances its rate budgets (kept in the budget store, shared by replicas) follow. The breaker
 * counts only unreachable outcomes as failures: a 4xx or the party's 429 says the party is up.
 */
export class AccountChannel {
  readonly breaker: CircuitBreaker<[GuardedCall], ThirdPartyResponse>;
  /** Whether this breaker is in the open-breakers gauge (open and half-open both are). */
  private countedOpen = false;

  constructor(
    readonly kind: PartyKind,
    readonly party: string,
    readonly account: string,
    private readonly limits: PartyLimits,
    breaker: BreakerSettings,
    private readonly metrics: ThirdPartyMetrics,
    /** What the party allows the account over all its operations together, besides each operation's allowance. */
    private readonly accountLimit?: RateAllowance,
  ) {
    this.breaker = new CircuitBreaker((call: GuardedCall) => call(), {
      timeout: false, // every attempt has its own time-out
      errorThresholdPercentage: breaker.errorThresholdPercentage,
      volumeThreshold: breaker.volumeThreshold,
      resetTimeout: breaker.resetTimeoutMs,
      rollingCountTimeout: breaker.rollingCountTimeoutMs,
      errorFilter: (error: unknown) => !(error instanceof DomainError && error.code === kind.unreachable),
      enableSnapshots: false,
      rollingPercentilesEnabled: false,
    });
    this.breaker.on('open', () => this.countAsOpen(true));
    this.breaker.on('close', () => this.countAsOpen(false));
  }

  /** Allowances the party stated in its answers, over the documented ones (this process's knowledge). */
  private readonly stated = new Map<string, RateAllowance>();

  /** The allowance of an operation (stated by the party, else documented, else `*`); none when the party documents no limit. */
  allowanceFor(operation: string): RateAllowance | undefined {
    return this.stated.get(operation) ?? this.limits[operation] ?? this.limits['*'];
  }

  /** The budgets a call of `operation` takes a turn of, in order: the operation's, then the account's. */
  budgetsFor(operation: string): BudgetTurn[] {
    const own = this.allowanceFor(operation);
    return [
      ...(own ? [{ bucket: operation, allowance: own }] : []),
      ...(this.accountLimit ? [{ bucket: ACCOUNT_BUCKET, allowance: this.accountLimit }] : []),
    ];
  }

  /** The party said this account's allowance for an operation (e.g. SP-API's `x-amzn-RateLimit-Limit`). */
  follow(operation: string, allowance: RateAllowance): void {
    this.stated.set(operation, allowance);
  }

  shutdown(): void {
    this.breaker.shutdown();
    this.countAsOpen(false);
  }

  private countAsOpen(open: boolean): void {
    if (open === this.countedOpen) return;
    this.countedOpen = open;
    this.metrics.breakersOpen.inc({ [this.kind.name]: this.party }, open ? 1 : -1);
  }
}
