import type { CargoProvider } from '@tezgah/contracts';
import { ArasCarrier } from './aras/aras.carrier';
import type { CarrierAdapter } from './carrier';
import { dhlCarrier } from './dhl/dhl.carrier';
import { mngCarrier } from './mng/mng.carrier';
import { PttCarrier } from './ptt/ptt.carrier';
import { suratCarrier } from './surat/surat.carrier';
import { upsCarrier } from './ups/ups.carrier';
import { YurticiCarrier } from './yurtici/yurtici.carrier';

/** The adapter of every carrier (decisions §1): adding a carrier is adding its adapter here and its value to CARGO_PROVIDERS. */
export const CARRIER_ADAPTERS: Readonly<Record<CargoProvider, CarrierAdapter>> = {
  yurtici: new YurticiCarrier(),
  aras: new ArasCarrier(),
  mng: mngCarrier,
  ptt: new PttCarrier(),
  surat: suratCarrier,
  ups: upsCarrier,
  dhl: dhlCarrier,
};
