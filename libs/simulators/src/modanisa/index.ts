import type { SimulatorFactory } from '../core/simulator';
import { marketplaceControl } from '../shared/control.routes';
import { MarketplaceState } from '../shared/seller-account';
import { SellerThrottle } from '../shared/throttle';
import { marketplaceApi, type ModanisaBook } from './marketplace.routes';
import { ModanisaBatches } from './modanisa-batches';
import { modanisaErrorBody } from './modanisa-errors';
import { renderOrder } from './modanisa-orders';

/** Modanisa publishes no request budget: 600 a minute per API key is the sandbox's. */
export const MODANISA_RATE = { points: 600, durationSeconds: 60 };

/** Modanisa under `/modanisa`: its marketplace API under `/api/marketplace` (docs/simulators/modanisa.md) and the control API of decisions §14. */
export const modanisaSimulator: SimulatorFactory = (settings) => {
  const state = new MarketplaceState(settings.batchCompleteMs);
  const throttle = new SellerThrottle(MODANISA_RATE);
  const batches = new ModanisaBatches(settings.batchCompleteMs);
  let requestIds = 700_000;
  const book: ModanisaBook = { products: new Map(), missing: new Set(), nextRequestId: () => (requestIds += 1) };
  return {
    party: 'modanisa',
    api: async (app) => {
      await app.register(marketplaceApi(state, throttle, batches, book), { prefix: '/api/marketplace' });
    },
    control: marketplaceControl(state, (order) => renderOrder(order, book.missing)),
    errorBody: modanisaErrorBody,
    reset: () => {
      state.reset();
      throttle.reset();
      batches.reset();
      book.products.clear();
      book.missing.clear();
      requestIds = 700_000;
    },
  };
};
