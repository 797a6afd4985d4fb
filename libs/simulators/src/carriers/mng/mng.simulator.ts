import type { Simulator, SimulatorFactory } from '../../core/simulator';
import { BearerTokens } from '../rest-shared/bearer-tokens';
import { carrierTokensControl } from '../rest-shared/carrier-tokens-control.routes';
import { CarrierShipments } from '../shared/carrier-shipments';
import { mngApiRoutes, MNG_JWT_LIFETIME_MS } from './mng-api.routes';
import { mngErrorBody } from './mng-errors';

/**
 * MNG Kargo (DHL eCommerce Turkey) under `/mng`, at its REST paths under `/mngapi/api` (a client's
 * host `https://api.mngkargo.com.tr` becomes `<sandbox>/mng`). Shipment ids are 12 digits.
 */
export const mngSimulator: SimulatorFactory = (settings): Simulator => {
  const tokens = new BearerTokens(MNG_JWT_LIFETIME_MS);
  const shipments = new CarrierShipments(settings, (n) => String(614_100_000_000 + n));
  return {
    party: 'mng',
    api: async (app) => {
      await app.register(mngApiRoutes(tokens, shipments), { prefix: '/mngapi/api' });
    },
    control: carrierTokensControl(shipments, tokens),
    reset: () => {
      tokens.reset();
      shipments.reset();
    },
    errorBody: mngErrorBody,
  };
};
