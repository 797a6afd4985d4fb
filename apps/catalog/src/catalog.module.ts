import { Module } from '@nestjs/common';
import { outboxRelayProvider } from '@tezgah/messaging';
import { PersistenceModule } from '@tezgah/persistence';
import { DataSource } from 'typeorm';
import { BulkImportService } from './bulk/bulk-import.service';
import { BulkImportWorker } from './bulk/bulk-import.worker';
import { CATALOG_CONFIG, loadCatalogConfig } from './config/catalog.config';
import { catalogSchema } from './database/catalog.schema';
import { OrderStockHandlers } from './orders/order-stock.handlers';
import { ListingMapHandlers } from './products/listing-map.handlers';
import { ProductsHandlers } from './products/products.handlers';
import { ProductsService } from './products/products.service';

/** The catalog service: products, the stock ledger, the listing map, orders' stock holds and bulk imports. Owns the `catalog` schema. */
@Module({
  imports: [PersistenceModule.forService(catalogSchema)],
  providers: [
    { provide: CATALOG_CONFIG, useFactory: () => loadCatalogConfig() },
    outboxRelayProvider(DataSource),
    ProductsService,
    BulkImportService,
    BulkImportWorker,
    ProductsHandlers,
    ListingMapHandlers,
    OrderStockHandlers,
  ],
})
export class CatalogModule {}
