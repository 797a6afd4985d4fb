import type { CargoProvider } from '@tezgah/contracts';
import { ArasCarrier } from './aras/aras.carrier';
import type { CarrierAdapter } from './carrier';
import { PttCarrier } from './ptt/ptt.carrier';
import { YurticiCarrier } from './yurtici/yurtici.carrier';

/** The adapter of every carrier (decisions §1): adding a carrier is adding its adapter here and its value to CARGO_PROVIDERS. */
export const CARRIER_ADAPTERS: Partial<Record<CargoProvider, CarrierAdapter>> = {
  yurtici: new YurticiCarrier(),
  aras: new ArasCarrier(),
  ptt: new PttCarrier(),
};
