import type { Simulator, SimulatorFactory } from '../../core/simulator';
import { carrierControl } from '../shared/carrier-control.routes';
import { CarrierShipments } from '../shared/carrier-shipments';
import { genericCarrierApi, genericCarrierError } from './generic-carrier-api.routes';

/** The carriers whose protocol could not be learnt: each speaks the generic carrier protocol under `/<carrier>`. */
export const GENERIC_CARRIERS = ['surat'] as const;

/** One simulator per generic carrier; tracking numbers are the carrier's value upper-cased and 10 digits. */
export const genericCarrierSimulators: SimulatorFactory = (settings) =>
  GENERIC_CARRIERS.map((party): Simulator => {
    const shipments = new CarrierShipments(settings, (n) => `${party.toUpperCase()}${String(n).padStart(10, '0')}`);
    return {
      party,
      api: genericCarrierApi(shipments),
      control: carrierControl(shipments),
      reset: () => shipments.reset(),
      errorBody: (status, message) =>
        genericCarrierError(status === 429 ? 'rate_limited' : status >= 500 ? 'unavailable' : 'error', message),
    };
  });
