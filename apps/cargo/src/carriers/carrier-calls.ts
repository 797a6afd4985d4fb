import { type BeforeApplicationShutdown, Inject, Injectable } from '@nestjs/common';
import { PUBLIC_URLS, type PublicUrls } from '@tezgah/config';
import { type CargoProvider, fieldMessage } from '@tezgah/contracts';
import { DomainError } from '@tezgah/errors';
import { CARRIER, rateBudgetsFor, ThirdPartyHttpPool } from '@tezgah/third-party';
import { CARGO_CONFIG, type CargoConfig } from '../config/cargo.config';
import type { CarrierAdapter, CarrierCall } from './carrier';
import { CARRIER_ADAPTERS } from './carriers';

/** The deployment's contract with a carrier is one account: the key of its breaker and rate budgets. */
const ACCOUNT_KEY = 'deployment';

/**
 * A carrier's adapter with what its calls need: the kit's HTTP client (budgets shared by every
 * replica through Redis when configured, retries, breaker, failures as `provider.*`) and the
 * account of `TEZGAH_CARRIER_ACCOUNTS`, or in the sandbox environment the carrier's simulator.
 */
@Injectable()
export class CarrierCalls implements BeforeApplicationShutdown {
  private readonly pool: ThirdPartyHttpPool;

  constructor(
    @Inject(CARGO_CONFIG) private readonly config: CargoConfig,
    @Inject(PUBLIC_URLS) private readonly publicUrls: PublicUrls,
  ) {
    this.pool = new ThirdPartyHttpPool(CARRIER, {}, rateBudgetsFor(config));
  }

  /** The adapter and a call for `provider`; 422 when the deployment has no account with it. */
  for(provider: CargoProvider): { adapter: CarrierAdapter; call: CarrierCall } {
    const adapter = CARRIER_ADAPTERS[provider];
    const account = this.accountOf(adapter);
    if (!account) {
      throw new DomainError('business.invalid', {
        provider: [{ code: 'carrier_not_configured', message: fieldMessage('carrier_not_configured', { carrier: provider }) }],
      });
    }
    const http = this.pool.clientFor({ party: provider, account: ACCOUNT_KEY, limits: adapter.limits });
    return { adapter, call: { http, account } };
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.pool.close();
  }

  private accountOf(adapter: CarrierAdapter): CarrierCall['account'] | null {
    const configured = this.config.TEZGAH_CARRIER_ACCOUNTS[adapter.provider];
    if (configured) {
      const { base_url, ...credentials } = configured;
      return { baseUrl: base_url.replace(/\/+$/, ''), credentials };
    }
    if (this.config.TEZGAH_CARRIER_ENVIRONMENT !== 'sandbox') return null;
    return { baseUrl: `${this.publicUrls.sandbox}/${adapter.provider}`, credentials: adapter.sandboxCredentials };
  }
}
