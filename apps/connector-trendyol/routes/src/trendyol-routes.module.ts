import { Module } from '@nestjs/common';
import type { MarketplaceSubInterface } from '@tezgah/gateway-kit';
import { OrdersController } from './orders/orders.controller';
import { PingController } from './ping/ping.controller';
import { ProductsController } from './products/products.controller';
import { ServiceController } from './service/service.controller';

/** Marketplace A's sub-interface, the gateway's side: controllers that call the Trendyol connector's own patterns. */
@Module({ controllers: [PingController, ProductsController, OrdersController, ServiceController] })
export class TrendyolRoutesModule {}

/** What the gateway mounts: these routes under `/v1/marketplaces/trendyol/…`. */
export const trendyolRoutes: MarketplaceSubInterface = { slug: 'trendyol', routes: TrendyolRoutesModule };
