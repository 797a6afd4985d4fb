import { Inject, Injectable } from '@nestjs/common';
import { PUBLIC_URLS, type PublicUrls } from '@tezgah/config';
import type { CargoProvider } from '@tezgah/contracts';
import { CARRIER, PartyCalls, rateBudgetsFor } from '@tezgah/third-party';
import { CARGO_CONFIG, type CargoConfig } from '../config/cargo.config';
import type { CarrierAdapter } from './carrier';
import { CARRIER_ADAPTERS } from './carriers';

/** The kit's PartyCalls for carriers: the accounts of `TEZGAH_CARRIER_ACCOUNTS`, or in the sandbox environment the simulators. */
@Injectable()
export class CarrierCalls extends PartyCalls<CargoProvider, CarrierAdapter> {
  constructor(@Inject(CARGO_CONFIG) config: CargoConfig, @Inject(PUBLIC_URLS) publicUrls: PublicUrls) {
    const accounts = { accounts: config.TEZGAH_CARRIER_ACCOUNTS, environment: config.TEZGAH_CARRIER_ENVIRONMENT };
    super(CARRIER, CARRIER_ADAPTERS, { ...accounts, sandboxUrl: publicUrls.sandbox }, rateBudgetsFor(config));
  }
}
