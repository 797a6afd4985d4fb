import { Module } from '@nestjs/common';
import { EventInbox, EventOutbox, outboxRelayProvider } from '@tezgah/messaging';
import { PersistenceModule } from '@tezgah/persistence';
import { DataSource } from 'typeorm';
import { BulkImportService } from './bulk/bulk-import.service';
import { BulkImportWorker } from './bulk/bulk-import.worker';
import { BulkImportsRepository } from './bulk/bulk-imports.repository';
import { CATALOG_CONFIG, loadCatalogConfig } from './config/catalog.config';
import { catalogSchema } from './database/catalog.schema';
import { OrderReservationsRepository } from './orders/order-reservations.repository';
import { OrderStockHandlers } from './orders/order-stock.handlers';
import { OrderStockService } from './orders/order-stock.service';
import { ListingMapHandlers } from './products/listing-map.handlers';
import { ProductWriter } from './products/product-writer';
import { ProductsHandlers } from './products/products.handlers';
import { ProductsRepository } from './products/products.repository';
import { ProductsService } from './products/products.service';
import { StockLedger } from './products/stock-ledger';
import { StockLedgerRepository } from './products/stock-ledger.repository';

/** The catalog service: products, the stock ledger, the listing map, orders' stock holds and bulk imports. Owns the `catalog` schema. */
@Module({
  imports: [PersistenceModule.forService(catalogSchema)],
  providers: [
    { provide: CATALOG_CONFIG, useFactory: () => loadCatalogConfig() },
    outboxRelayProvider(DataSource),
    EventOutbox,
    EventInbox,
    ProductsRepository,
    StockLedgerRepository,
    BulkImportsRepository,
    OrderReservationsRepository,
    StockLedger,
    ProductWriter,
    ProductsService,
    OrderStockService,
    BulkImportService,
    BulkImportWorker,
    ProductsHandlers,
    ListingMapHandlers,
    OrderStockHandlers,
  ],
})
export class CatalogModule {}
