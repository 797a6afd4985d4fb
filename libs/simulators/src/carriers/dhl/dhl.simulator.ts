import type { Simulator, SimulatorFactory } from '../../core/simulator';
import { carrierControl } from '../shared/carrier-control.routes';
import { CarrierShipments } from '../shared/carrier-shipments';
import { dhlApiRoutes } from './dhl-api.routes';
import { dhlErrorBody } from './dhl-problems';

/**
 * DHL Express (MyDHL API) under `/dhl`, at its own paths under `/mydhlapi` (a client's host
 * `https://express.api.dhl.com` becomes `<sandbox>/dhl`). Waybill numbers are 10 digits.
 */
export const dhlSimulator: SimulatorFactory = (settings): Simulator => {
  const shipments = new CarrierShipments(settings, (n) => String(4_000_000_000 + n));
  return {
    party: 'dhl',
    api: async (app) => {
      await app.register(dhlApiRoutes(shipments), { prefix: '/mydhlapi' });
    },
    control: carrierControl(shipments),
    reset: () => shipments.reset(),
    errorBody: dhlErrorBody,
  };
};
