import type { SimulatorFactory } from '../core/simulator';
import { marketplaceControl } from '../shared/control.routes';
import { MarketplaceState } from '../shared/seller-account';
import { SellerThrottle } from '../shared/throttle';
import { integrationApi } from './integration.routes';
import { PttBarcodeJobs } from './ptt-avm-barcodes';
import { pttErrorBody } from './ptt-avm-errors';
import { renderOrder } from './ptt-avm-shapes';
import { PttStockJobs } from './ptt-avm-stock';
import { shipmentApi } from './shipment.routes';

/** PttAVM publishes no request budget: 600 a minute per API key (and per shipping user) is the sandbox's. */
export const PTT_AVM_RATE = { points: 600, durationSeconds: 60 };

/**
 * PttAVM under `/ptt-avm`: integration-api's paths under `/api/v1`, the shipping service's under
 * `/shipment/api/v1` (docs/simulators/ptt-avm.md), and the control API of decisions §14.
 */
export const pttAvmSimulator: SimulatorFactory = (settings) => {
  const state = new MarketplaceState(settings.batchCompleteMs);
  const throttle = new SellerThrottle(PTT_AVM_RATE);
  const shipmentThrottle = new SellerThrottle(PTT_AVM_RATE);
  const stockJobs = new PttStockJobs(settings.batchCompleteMs);
  const barcodes = new PttBarcodeJobs(state, settings.batchCompleteMs);
  return {
    party: 'ptt-avm',
    api: async (app) => {
      await app.register(integrationApi(state, throttle, stockJobs), { prefix: '/api/v1' });
      await app.register(shipmentApi(shipmentThrottle, barcodes), { prefix: '/shipment/api/v1' });
    },
    control: marketplaceControl(state, renderOrder),
    errorBody: pttErrorBody,
    reset: () => {
      state.reset();
      throttle.reset();
      shipmentThrottle.reset();
      stockJobs.reset();
      barcodes.reset();
    },
  };
};
