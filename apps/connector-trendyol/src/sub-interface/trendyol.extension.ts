import type { ConnectorExtension } from '@tezgah/connector-runtime';
import { PingHandler } from './ping/ping.handler';
import { PingService } from './ping/ping.service';

/**
 * Marketplace A's sub-interface, the connector's side: the handlers of the patterns in
 * `libs/contracts/src/marketplaces/trendyol.contract.ts`, which the routes in `../../routes` call
 * for `/v1/marketplaces/trendyol/…`. Beside the runtime, not in it (docs/connectors.md).
 */
export const trendyolSubInterface: ConnectorExtension = {
  providers: [PingHandler, PingService],
};
