import { MESSAGING_ENTITIES, MESSAGING_MIGRATIONS } from '@tezgah/messaging';
import { CreateInvoices1768200000000 } from './migrations/1768200000000-CreateInvoices';
import { AddInvoiceCancelReason1770000000000 } from './migrations/1770000000000-AddInvoiceCancelReason';
import { IndexAcceptedInvoicesByMarketplaceOrder1770100000000 } from './migrations/1770100000000-IndexAcceptedInvoicesByMarketplaceOrder';

/** The invoicing service's schema: what PersistenceModule.forService and the migrate command need. */
export const invoicingSchema = {
  schema: 'invoicing',
  // Invoice requests, the two workers (automatic issuing, the provider pipeline), the order event handler and the outbox relay.
  poolMax: 4,
  // Its tables are read and written with SQL of its own (the series row, leases, one-statement claims).
  entities: [...MESSAGING_ENTITIES],
  migrations: [
    CreateInvoices1768200000000,
    AddInvoiceCancelReason1770000000000,
    IndexAcceptedInvoicesByMarketplaceOrder1770100000000,
    ...MESSAGING_MIGRATIONS,
  ],
};
