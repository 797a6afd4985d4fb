import type { SimulatorFactory } from '../core/simulator';
import { marketplaceControl } from '../shared/control.routes';
import { MarketplaceState } from '../shared/seller-account';
import { SellerThrottle } from '../shared/throttle';
import { IDEFIX_RATE } from './idefix-auth';
import { idefixErrorBody } from './idefix-errors';
import { IdefixInventoryBatches } from './idefix-inventory';
import { renderShipment } from './idefix-shapes';
import { omsApi } from './oms.routes';
import { pimApi } from './pim.routes';

/**
 * Idefix under `/idefix`: its two hosts as two prefixes, `pim` (products, inventory) and `oms`
 * (shipments, claims), the seller account named by the `vendorId` in the path
 * (docs/simulators/idefix.md), and the control API of decisions §14 (`seller` is the vendor id).
 */
export const idefixSimulator: SimulatorFactory = (settings) => {
  const state = new MarketplaceState(settings.batchCompleteMs);
  // One budget per API key over both hosts: they are one merchant API.
  const throttle = new SellerThrottle(IDEFIX_RATE);
  const batches = new IdefixInventoryBatches(settings.batchCompleteMs);
  const invoices = new Map<string, string>();
  return {
    party: 'idefix',
    api: async (app) => {
      await app.register(pimApi(state, throttle, batches), { prefix: '/pim' });
      await app.register(omsApi(state, throttle, invoices), { prefix: '/oms' });
    },
    control: marketplaceControl(state, (order) => renderShipment(order, invoices.get(order.number) ?? null)),
    errorBody: idefixErrorBody,
    reset: () => {
      state.reset();
      throttle.reset();
      batches.reset();
      invoices.clear();
    },
  };
};
