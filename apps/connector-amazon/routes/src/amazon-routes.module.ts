import { Module } from '@nestjs/common';
import type { MarketplaceSubInterface } from '@tezgah/gateway-kit';
import { AccountController } from './account/account.controller';
import { ListingsController } from './listings/listings.controller';
import { OrdersController } from './orders/orders.controller';
import { ReturnsController } from './returns/returns.controller';

/** Marketplace B's sub-interface, the gateway's side: controllers that call the Amazon connector's own patterns. */
@Module({ controllers: [AccountController, ListingsController, OrdersController, ReturnsController] })
export class AmazonRoutesModule {}

/** What the gateway mounts: these routes under `/v1/marketplaces/amazon/…`. */
export const amazonRoutes: MarketplaceSubInterface = { slug: 'amazon', routes: AmazonRoutesModule };
