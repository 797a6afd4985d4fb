import { Module } from '@nestjs/common';
import type { MarketplaceSubInterface } from '@tezgah/gateway-kit';
import { TrendyolCampaignsController } from './campaigns/campaigns.controller';
import { TrendyolOrdersController } from './orders/orders.controller';
import { TrendyolPingController } from './ping/ping.controller';
import { TrendyolProductsController } from './products/products.controller';
import { TrendyolServiceController } from './service/service.controller';

/** Marketplace A's sub-interface, the gateway's side: controllers that call the Trendyol connector's own patterns. */
@Module({
  controllers: [
    TrendyolPingController,
    TrendyolProductsController,
    TrendyolOrdersController,
    TrendyolServiceController,
    TrendyolCampaignsController,
  ],
})
export class TrendyolRoutesModule {}

/** What the gateway mounts: these routes under `/v1/marketplaces/trendyol/…`. */
export const trendyolRoutes: MarketplaceSubInterface = { slug: 'trendyol', routes: TrendyolRoutesModule };
