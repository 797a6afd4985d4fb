import type { FastifyPluginAsync } from 'fastify';
import type { SandboxSettings, Simulator } from '../core/simulator';
import { marketplaceControl } from './control.routes';
import { MarketplaceState, type SimOrder } from './seller-account';
import { SellerThrottle } from './throttle';

/** A simulator whose API and control routes share one MarketplaceState and one request budget. */
export function stateBackedSimulator(options: {
  party: string;
  settings: SandboxSettings;
  rate: { points: number; durationSeconds: number };
  api: (state: MarketplaceState, throttle: SellerThrottle) => FastifyPluginAsync;
  /** The order as the control API echoes it, in the marketplace's own shape. */
  renderOrder: (order: SimOrder) => Record<string, unknown>;
  /** The marketplace's own error body (the core uses it for injected faults and unknown paths). */
  errorBody: (status: number, message: string) => unknown;
}): Simulator {
  const state = new MarketplaceState(options.settings.batchCompleteMs);
  const throttle = new SellerThrottle(options.rate);
  return {
    party: options.party,
    api: options.api(state, throttle),
    control: marketplaceControl(state, options.renderOrder),
    errorBody: options.errorBody,
    reset: () => {
      state.reset();
      throttle.reset();
    },
  };
}
