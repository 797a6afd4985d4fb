import type { CargoProvider } from '@tezgah/contracts';
import type { CarrierAdapter } from './carrier';
import { dhlCarrier } from './dhl/dhl.carrier';
import { mngCarrier } from './mng/mng.carrier';
import { suratCarrier } from './surat/surat.carrier';
import { upsCarrier } from './ups/ups.carrier';

/** The adapter of every carrier (decisions §1): adding a carrier is adding its adapter here and its value to CARGO_PROVIDERS. */
export const CARRIER_ADAPTERS: Partial<Record<CargoProvider, CarrierAdapter>> = {
  ups: upsCarrier,
  dhl: dhlCarrier,
  mng: mngCarrier,
  surat: suratCarrier,
};
