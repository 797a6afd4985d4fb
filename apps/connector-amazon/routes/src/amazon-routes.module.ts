import { Module } from '@nestjs/common';
import type { MarketplaceSubInterface } from '@tezgah/gateway-kit';
import { AmazonAccountController } from './account/account.controller';
import { AmazonListingsController } from './listings/listings.controller';
import { AmazonOrdersController } from './orders/orders.controller';
import { AmazonReturnsController } from './returns/returns.controller';

/** Marketplace B's sub-interface, the gateway's side: controllers that call the Amazon connector's own patterns. */
@Module({ controllers: [AmazonAccountController, AmazonListingsController, AmazonOrdersController, AmazonReturnsController] })
export class AmazonRoutesModule {}

/** What the gateway mounts: these routes under `/v1/marketplaces/amazon/…`. */
export const amazonRoutes: MarketplaceSubInterface = { slug: 'amazon', routes: AmazonRoutesModule };
