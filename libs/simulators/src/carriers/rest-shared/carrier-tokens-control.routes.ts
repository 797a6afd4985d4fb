import type { FastifyPluginAsync } from 'fastify';
import { carrierControl } from '../shared/carrier-control.routes';
import type { CarrierShipments } from '../shared/carrier-shipments';
import type { BearerTokens } from './bearer-tokens';

/**
 * A token-issuing carrier's control API: the carriers' shipments routes, and
 * `POST /tokens/expire`, which ends every issued token at once (the carrier's next answer to a
 * cached token is 401, as when a token expires or is revoked early).
 */
export function carrierTokensControl(shipments: CarrierShipments, tokens: BearerTokens): FastifyPluginAsync {
  return async (app) => {
    await app.register(carrierControl(shipments));
    app.post('/tokens/expire', async () => {
      tokens.expireAll();
      return { expired: true };
    });
  };
}
