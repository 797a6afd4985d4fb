import { MESSAGING_ENTITIES, MESSAGING_MIGRATIONS } from '@tezgah/messaging';
import { CreateCatalog1763770200000 } from './migrations/1763770200000-CreateCatalog';
import { OrderReservations1764400000000 } from './migrations/1764400000000-OrderReservations';
import { SkuListings1764600000000 } from './migrations/1764600000000-SkuListings';
import { AddProductVatRate1768200000001 } from './migrations/1768200000001-AddProductVatRate';
import { ProductSearch1769100000000 } from './migrations/1769100000000-ProductSearch';
import { IndexOutOfStock1769900000000 } from './migrations/1769900000000-IndexOutOfStock';
import { FoldSearchLetters1770000000001 } from './migrations/1770000000001-FoldSearchLetters';

/** The catalog service's schema: what PersistenceModule.forService and the migrate command need. */
export const catalogSchema = {
  schema: 'catalog',
  // Product and stock writes, the bulk import worker, the event handlers and the outbox relay (docs/runbook.md).
  poolMax: 5,
  // Its tables are read and written with SQL of its own (bulk upserts, one-statement lists).
  entities: [...MESSAGING_ENTITIES],
  migrations: [
    CreateCatalog1763770200000,
    OrderReservations1764400000000,
    SkuListings1764600000000,
    ...MESSAGING_MIGRATIONS,
    AddProductVatRate1768200000001,
    ProductSearch1769100000000,
    IndexOutOfStock1769900000000,
    FoldSearchLetters1770000000001,
  ],
  extensions: ['pg_trgm'],
};
