import { fieldMessage } from '@tezgah/contracts';
import { DomainError } from '@tezgah/errors';
import type { PartyLimits } from '../http/account-channel';
import type { ThirdPartyHttpOptions } from '../http/http-pool-settings';
import type { ThirdPartyHttp } from '../http/third-party-http';
import { ThirdPartyHttpPool } from '../http/third-party-http-pool';
import type { RateBudgetStore } from '../budget/rate-budget.store';
import type { AccountPartyKind } from '../party-kind';

/** Where a party is reached and with which credentials (the deployment's, or the sandbox's). */
export interface PartyAccount {
  /** The party's API base without a trailing slash (`<sandbox>/<party>` in demo). */
  baseUrl: string;
  credentials: Readonly<Record<string, string>>;
}

/** One configured account: its API base and the party's own credential fields (`TEZGAH_CARRIER_ACCOUNTS`, …). */
export type PartyAccountConfig = { base_url: string } & Record<string, string>;

/** What an adapter's call is given: the kit's client for its party and the account it calls with. */
export interface PartyCall {
  http: ThirdPartyHttp;
  account: PartyAccount;
}

/** What an adapter of a carrier or an e-invoice provider declares for its calls. */
export interface PartyAdapter {
  readonly provider: string;
  readonly limits: PartyLimits;
  /** Credentials the sandbox's simulator of this party accepts (used where no account is configured). */
  readonly sandboxCredentials: Readonly<Record<string, string>>;
}

export interface PartyAccountsSettings<P extends string> {
  accounts: Partial<Record<P, PartyAccountConfig>>;
  /** `sandbox`: parties without an account are the sandbox's simulators at `<sandboxUrl>/<party>`. */
  environment: 'production' | 'sandbox';
  sandboxUrl: string;
}

/** The deployment's contract with a party is one account: the key of its breaker and rate budgets. */
const ACCOUNT_KEY = 'deployment';

/**
 * The adapters of one kind of party with what their calls need: the kit's HTTP client (budgets
 * shared by every replica through the store, retries, breaker, failures as the kind's codes) and
 * the configured account, or in the sandbox environment the party's simulator with the adapter's
 * sandbox credentials. Carriers (cargo) and e-invoice providers (invoicing) each extend it as the
 * injectable that binds their configuration; Nest closes its pool at shutdown.
 */
export class PartyCalls<P extends string, A extends PartyAdapter & { readonly provider: P }> {
  private readonly pool: ThirdPartyHttpPool;

  constructor(
    private readonly kind: AccountPartyKind,
    private readonly adapters: Readonly<Record<P, A>>,
    private readonly settings: PartyAccountsSettings<P>,
    budgets?: RateBudgetStore,
    options: ThirdPartyHttpOptions = {},
  ) {
    this.pool = new ThirdPartyHttpPool(kind, options, budgets);
  }

  /** The adapter and a call for `provider`; 422 `business.invalid` when the deployment has no account with it. */
  for(provider: P): { adapter: A; call: PartyCall } {
    const adapter = this.adapters[provider];
    const account = this.accountOf(adapter);
    if (!account) {
      const { notConfigured } = this.kind;
      throw new DomainError('business.invalid', {
        provider: [{ code: notConfigured, message: fieldMessage(notConfigured, { provider }) }],
      });
    }
    const http = this.pool.clientFor({ party: provider, account: ACCOUNT_KEY, limits: adapter.limits });
    return { adapter, call: { http, account } };
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.pool.close();
  }

  private accountOf(adapter: A): PartyAccount | null {
    const configured = this.settings.accounts[adapter.provider];
    if (configured) {
      const { base_url, ...credentials } = configured;
      return { baseUrl: base_url.replace(/\/+$/, ''), credentials };
    }
    if (this.settings.environment !== 'sandbox') return null;
    return { baseUrl: `${this.settings.sandboxUrl}/${adapter.provider}`, credentials: adapter.sandboxCredentials };
  }
}
