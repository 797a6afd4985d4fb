import type { ConnectorExtension } from '@tezgah/connector-runtime';
import { CampaignsHandler } from './campaigns/campaigns.handler';
import { CampaignsService } from './campaigns/campaigns.service';
import { BatchSubmission } from './submissions/batch-submission';
import { BatchTracker } from './submissions/batch-tracker.service';
import { BatchTrackingWorker } from './submissions/batch-tracking.worker';
import { BatchesRepository } from './submissions/batches.repository';
import { CreateTrendyolBatches1769000000000 } from './database/1769000000000-CreateTrendyolBatches';
import { LabelService } from './orders/label.service';
import { OrdersHandler } from './orders/orders.handler';
import { OrdersService } from './orders/orders.service';
import { PingHandler } from './ping/ping.handler';
import { PingService } from './ping/ping.service';
import { BrandDirectory } from './products/brand-directory';
import { CatalogHandler } from './products/catalog.handler';
import { CategoryReference } from './products/category-reference';
import { InventoryService } from './products/inventory.service';
import { ProductsService } from './products/products.service';
import { ClaimsService } from './service/claims.service';
import { QuestionsService } from './service/questions.service';
import { TrendyolSessions } from './trendyol-session';

/**
 * Marketplace A's sub-interface, the connector's side: the handlers of the patterns in
 * `libs/contracts/src/marketplaces/trendyol*.contract.ts`, which the routes in `../../routes` call
 * for `/v1/marketplaces/trendyol/…`. Beside the runtime, not in it (docs/connectors.md).
 */
export const trendyolSubInterface: ConnectorExtension = {
  providers: [
    PingHandler,
    PingService,
    TrendyolSessions,
    CategoryReference,
    BrandDirectory,
    BatchesRepository,
    BatchSubmission,
    BatchTracker,
    BatchTrackingWorker,
    ProductsService,
    InventoryService,
    CatalogHandler,
    OrdersService,
    LabelService,
    ClaimsService,
    QuestionsService,
    OrdersHandler,
    CampaignsService,
    CampaignsHandler,
  ],
  migrations: [CreateTrendyolBatches1769000000000],
};
