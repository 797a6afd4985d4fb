import type { SimulatorFactory } from '../core/simulator';
import { BearerTokens } from '../carriers/rest-shared/bearer-tokens';
import { marketplaceControl } from '../shared/control.routes';
import { MarketplaceState } from '../shared/seller-account';
import { SellerThrottle } from '../shared/throttle';
import { merchantApi } from './merchant-api';
import { pazaramaErrorBody } from './pazarama-errors';
import { PazaramaListingBatches } from './pazarama-listing-batches';
import { PazaramaRefunds } from './pazarama-refunds';
import { renderOrder } from './pazarama-shapes';
import { PAZARAMA_TOKEN_LIFETIME_S, tokenRoutes } from './token.routes';

/** Pazarama publishes no overall request budget: 600 a minute per client is the sandbox's. */
export const PAZARAMA_RATE = { points: 600, durationSeconds: 60 };

/**
 * Pazarama under `/pazarama`: the token host's `POST /connect/token` under `/connect`, the merchant
 * API's paths from the root (docs/simulators/pazarama.md), and the control API of decisions §14
 * with `DELETE /tokens` (every issued token revoked at once).
 */
export const pazaramaSimulator: SimulatorFactory = (settings) => {
  const state = new MarketplaceState(settings.batchCompleteMs);
  const tokens = new BearerTokens(PAZARAMA_TOKEN_LIFETIME_S * 1000);
  const throttle = new SellerThrottle(PAZARAMA_RATE);
  const batches = new PazaramaListingBatches(settings.batchCompleteMs);
  const refunds = new PazaramaRefunds();
  return {
    party: 'pazarama',
    api: async (app) => {
      await app.register(tokenRoutes(tokens), { prefix: '/connect' });
      await app.register(merchantApi({ state, tokens, throttle, batches, refunds }));
    },
    control: async (app) => {
      await app.register(marketplaceControl(state, renderOrder));
      app.delete('/tokens', async (_request, reply) => {
        tokens.expireAll();
        return reply.code(204).send();
      });
    },
    errorBody: pazaramaErrorBody,
    reset: () => {
      state.reset();
      tokens.reset();
      throttle.reset();
      batches.reset();
      refunds.reset();
    },
  };
};
