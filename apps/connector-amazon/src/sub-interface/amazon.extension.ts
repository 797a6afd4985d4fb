import type { ConnectorExtension } from '@tezgah/connector-runtime';
import { documentLinksProvider } from '@tezgah/documents';
import { AccountHandler } from './account/account.handler';
import { AccountService } from './account/account.service';
import { AmazonSessions } from './amazon-sessions';
import { CreateAmazonSubInterface1800200000000 } from './database/1800200000000-CreateAmazonSubInterface';
import { AmazonLabel, AmazonSubmission } from './database/sub-interface.entities';
import { FbaService } from './fba/fba.service';
import { InventoryService } from './inventory/inventory.service';
import { LabelsService } from './labels/labels.service';
import { ListingsHandler } from './listings/listings.handler';
import { ListingsService } from './listings/listings.service';
import { SubmissionReaderService } from './listings/submission-reader.service';
import { SubmissionsRepository } from './listings/submissions.repository';
import { MessagingService } from './messaging/messaging.service';
import { OrdersHandler } from './orders/orders.handler';
import { OrdersService } from './orders/orders.service';
import { PricingService } from './pricing/pricing.service';
import { ReturnsHandler } from './returns/returns.handler';
import { ReturnsService } from './returns/returns.service';

/**
 * Marketplace B's sub-interface, the connector's side: the handlers of the patterns in
 * `libs/contracts/src/marketplaces/amazon.contract.ts`, which the routes in `../../routes` call for
 * `/v1/marketplaces/amazon/…`; its submissions and bought labels in tables of the connector's schema.
 */
export const amazonSubInterface: ConnectorExtension = {
  providers: [
    documentLinksProvider,
    AmazonSessions,
    SubmissionsRepository,
    AccountHandler,
    AccountService,
    ListingsHandler,
    ListingsService,
    SubmissionReaderService,
    InventoryService,
    OrdersHandler,
    OrdersService,
    LabelsService,
    MessagingService,
    ReturnsHandler,
    ReturnsService,
    FbaService,
    PricingService,
  ],
  entities: [AmazonSubmission, AmazonLabel],
  migrations: [CreateAmazonSubInterface1800200000000],
};
