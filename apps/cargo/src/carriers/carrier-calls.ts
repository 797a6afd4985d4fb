import { type BeforeApplicationShutdown, Inject, Injectable } from '@nestjs/common';
import { PUBLIC_URLS, type PublicUrls } from '@tezgah/config';
import { type CargoProvider, fieldMessage } from '@tezgah/contracts';
import { DomainError } from '@tezgah/errors';
import { CARRIER, PartyCalls, rateBudgetsFor } from '@tezgah/third-party';
import { CARGO_CONFIG, type CargoConfig } from '../config/cargo.config';
import type { CarrierAdapter, CarrierCall } from './carrier';
import { CARRIER_ADAPTERS } from './carriers';

/**
 * A carrier's adapter with what its calls need (PartyCalls of the kit): the account of
 * `TEZGAH_CARRIER_ACCOUNTS`, or in the sandbox environment the carrier's simulator.
 */
@Injectable()
export class CarrierCalls implements BeforeApplicationShutdown {
  private readonly calls: PartyCalls<CargoProvider, CarrierAdapter>;

  constructor(@Inject(CARGO_CONFIG) config: CargoConfig, @Inject(PUBLIC_URLS) publicUrls: PublicUrls) {
    const settings = {
      accounts: config.TEZGAH_CARRIER_ACCOUNTS,
      environment: config.TEZGAH_CARRIER_ENVIRONMENT,
      sandboxUrl: publicUrls.sandbox,
    };
    this.calls = new PartyCalls(CARRIER, CARRIER_ADAPTERS, settings, rateBudgetsFor(config));
  }

  /** The adapter and a call for `provider`; 422 when the deployment has no account with it. */
  for(provider: CargoProvider): { adapter: CarrierAdapter; call: CarrierCall } {
    const found = this.calls.for(provider);
    if (!found) {
      throw new DomainError('business.invalid', {
        provider: [{ code: 'carrier_not_configured', message: fieldMessage('carrier_not_configured', { carrier: provider }) }],
      });
    }
    return found;
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.calls.close();
  }
}
