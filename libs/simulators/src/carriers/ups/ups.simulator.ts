import type { Simulator, SimulatorFactory } from '../../core/simulator';
import { BearerTokens } from '../rest-shared/bearer-tokens';
import { carrierTokensControl } from '../rest-shared/carrier-tokens-control.routes';
import { CarrierShipments } from '../shared/carrier-shipments';
import { upsApiRoutes } from './ups-api.routes';
import { upsErrorBody } from './ups-errors';
import { upsOAuthRoutes, UPS_TOKEN_LIFETIME_S } from './ups-oauth.routes';

/**
 * UPS under `/ups`, at UPS's own paths: the token endpoint `/security/v1/oauth/token` and the APIs
 * under `/api` (so a UPS client's base `https://onlinetools.ups.com` becomes `<sandbox>/ups`).
 * Lead tracking numbers are 1Z numbers of 18 characters; further packages end in their index.
 */
export const upsSimulator: SimulatorFactory = (settings): Simulator => {
  const tokens = new BearerTokens(UPS_TOKEN_LIFETIME_S * 1000);
  const shipments = new CarrierShipments(settings, (n) => `1ZTZG00111${String(n * 100).padStart(8, '0')}`);
  return {
    party: 'ups',
    api: async (app) => {
      await app.register(upsOAuthRoutes(tokens));
      await app.register(upsApiRoutes(tokens, shipments), { prefix: '/api' });
    },
    control: carrierTokensControl(shipments, tokens),
    reset: () => {
      tokens.reset();
      shipments.reset();
    },
    errorBody: upsErrorBody,
  };
};
