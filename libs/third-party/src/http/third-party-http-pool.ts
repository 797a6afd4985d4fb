import { Agent } from 'undici';
import { MemoryRateBudgets } from '../budget/memory-rate-budgets';
import type { RateBudgetStore } from '../budget/rate-budget.store';
import type { PartyKind } from '../party-kind';
import type { RateAllowance } from '../budget/rate-budget';
import { AccountChannel, type PartyLimits } from './account-channel';
import { type HttpPoolSettings, httpPoolSettings, type ThirdPartyHttpOptions } from './http-pool-settings';
import { ThirdPartyClient } from './third-party.client';
import type { ThirdPartyHttp } from './third-party-http';
import { thirdPartyMetrics } from './third-party-metrics';

/** Whose requests a client makes, and the party's documented limits for them. */
export interface ThirdPartyTarget {
  /** The party's name (a marketplace slug, a carrier or provider name): label of metrics, part of every key. */
  party: string;
  /** The account at the party (the seller's, or the connection id): the key of breaker and budgets. */
  account: string;
  limits: PartyLimits;
  /** The party's allowance for all the account's calls together, applied besides each operation's (Trendyol's per supplier). */
  accountLimit?: RateAllowance;
}

/**
 * A process's HTTP clients of one kind of party: one keep-alive undici agent for all, per
 * (party, account) one breaker that every client of the pair shares however many connections
 * or jobs ask for one, and rate budgets per (party, account, operation) in the budget store
 * (memory unless given one; Redis shares them with the other replicas). The first client of a
 * pair fixes its limits (they come from the adapter, the same for every caller).
 */
export class ThirdPartyHttpPool {
  private readonly settings: HttpPoolSettings;
  private readonly agent: Agent;
  private readonly metrics: ReturnType<typeof thirdPartyMetrics>;
  private readonly channels = new Map<string, AccountChannel>();

  /** The pool owns `budgets` and closes it with itself. */
  constructor(
    private readonly kind: PartyKind,
    options: ThirdPartyHttpOptions = {},
    private readonly budgets: RateBudgetStore = new MemoryRateBudgets(),
  ) {
    this.settings = httpPoolSettings(options);
    this.metrics = thirdPartyMetrics(kind);
    // Keep-alive with undici's short idle default (4 s, or the server's own hint): reusing a
    // connection the party already dropped would cost an attempt. Each attempt's signal
    // bounds connecting, headers and body together.
    this.agent = new Agent();
  }

  clientFor(target: ThirdPartyTarget): ThirdPartyHttp {
    return new ThirdPartyClient(this.channelFor(target), this.budgets, this.agent, this.settings, this.metrics);
  }

  async close(): Promise<void> {
    for (const channel of this.channels.values()) channel.shutdown();
    this.channels.clear();
    await this.agent.close();
    await this.budgets.close();
  }

  private channelFor({ party, account, limits, accountLimit }: ThirdPartyTarget): AccountChannel {
    const key = JSON.stringify([party, account]);
    let channel = this.channels.get(key);
    if (!channel) {
      channel = new AccountChannel(this.kind, party, account, limits, this.settings.breaker, this.metrics, accountLimit);
      this.channels.set(key, channel);
    }
    return channel;
  }
}
