import { amazonRoutes } from '@tezgah/connector-amazon-routes';
import { trendyolRoutes } from '@tezgah/connector-trendyol-routes';
import type { MarketplaceSubInterface } from '@tezgah/gateway-kit';

/**
 * The connectors' sub-interfaces the gateway serves under `/v1/marketplaces/<slug>/…`, one line
 * each (docs/connectors.md): the gateway's only knowledge of connectors' own routes.
 */
export const SUB_INTERFACES: readonly MarketplaceSubInterface[] = [trendyolRoutes, amazonRoutes];
