import { Module } from '@nestjs/common';
import { documentLinksProvider } from '@tezgah/documents';
import { EventInbox, EventOutbox, outboxRelayProvider } from '@tezgah/messaging';
import { PersistenceModule } from '@tezgah/persistence';
import { DataSource } from 'typeorm';
import { INVOICING_CONFIG, loadInvoicingConfig } from './config/invoicing.config';
import { invoicingSchema } from './database/invoicing.schema';
import { InvoicesRepository } from './invoices/invoices.repository';
import { InvoicesService } from './invoices/invoices.service';
import { InvoicingHandlers } from './invoicing.handlers';
import { AutomaticInvoices } from './issuing/automatic-invoices.service';
import { AutomaticInvoicesWorker } from './issuing/automatic-invoices.worker';
import { InvoiceDocuments } from './issuing/invoice-documents.service';
import { InvoiceDrafts } from './issuing/invoice-drafts.service';
import { InvoiceIssuer } from './issuing/invoice-issuer.service';
import { InvoiceRequestsRepository } from './issuing/invoice-requests.repository';
import { OrderStatusHandlers } from './orders/order-status.handlers';
import { InvoiceIssuance } from './pipeline/invoice-issuance.service';
import { InvoiceIssuanceWorker } from './pipeline/invoice-issuance.worker';
import { ProviderCalls } from './providers/provider-calls';
import { InvoiceSeriesRepository } from './series/invoice-series.repository';

/**
 * The invoicing service: e-invoices for orders (decisions §8), issued automatically when an order
 * enters `processing` or by hand, numbered gap-free from the tenant's series, with their UBL-TR
 * XML and PDF, taken through the e-invoice providers. Owns the `invoicing` schema; orders,
 * products and tenant settings are the other services', reached by request/reply.
 */
@Module({
  imports: [PersistenceModule.forService(invoicingSchema)],
  providers: [
    { provide: INVOICING_CONFIG, useFactory: () => loadInvoicingConfig() },
    outboxRelayProvider(DataSource),
    EventOutbox,
    EventInbox,
    documentLinksProvider,
    ProviderCalls,
    InvoiceSeriesRepository,
    InvoicesRepository,
    InvoiceRequestsRepository,
    InvoiceDrafts,
    InvoiceDocuments,
    InvoiceIssuer,
    AutomaticInvoices,
    InvoiceIssuance,
    InvoiceIssuanceWorker,
    AutomaticInvoicesWorker,
    InvoicesService,
    InvoicingHandlers,
    OrderStatusHandlers,
  ],
})
export class InvoicingModule {}
