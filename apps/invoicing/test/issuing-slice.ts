import { type INestApplicationContext, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { resolvePublicUrls } from '@tezgah/config';
import type { InvoiceDocument } from '@tezgah/e-invoice';
import { InProcessEventBus, InProcessRpcTransport } from '@tezgah/messaging';
import { PersistenceModule } from '@tezgah/persistence';
import { composeProcessModule } from '@tezgah/runtime';
import { invoicingSchema } from '../src/database/invoicing.schema';
import { InvoicesRepository } from '../src/invoices/invoices.repository';
import type { InvoiceDraft } from '../src/issuing/invoice-draft';
import { InvoiceDocuments, type IssuedDocuments } from '../src/issuing/invoice-documents.service';
import { InvoiceIssuer } from '../src/issuing/invoice-issuer.service';
import { InvoiceSeriesRepository } from '../src/series/invoice-series.repository';

/**
 * Documents that state the number they were made with, standing in for @tezgah/e-invoice's XML
 * and PDF in the numbering specs (what they prove is the series and the transaction, not the
 * documents). `pause` holds the issuing transaction open, as a slow render would.
 */
export class NumberedDocuments {
  static pause: (document: InvoiceDocument) => Promise<void> = () => new Promise((resolve) => setImmediate(resolve));

  async make(document: InvoiceDocument): Promise<IssuedDocuments> {
    await NumberedDocuments.pause(document);
    return {
      xml: `<Invoice><ID>${document.number}</ID><UUID>${document.ettn}</UUID></Invoice>`,
      pdf: Buffer.from(`%PDF-${document.number}`),
      total: 1,
    };
  }
}

@Module({
  imports: [PersistenceModule.forService(invoicingSchema)],
  providers: [InvoiceSeriesRepository, InvoicesRepository, { provide: InvoiceDocuments, useClass: NumberedDocuments }, InvoiceIssuer],
})
class IssuingSliceModule {}

/** One instance of the issuing code (its own pool of connections) on the PostgreSQL database at `url`. */
export async function startIssuer(url: string): Promise<{ app: INestApplicationContext; issuer: InvoiceIssuer; close(): Promise<void> }> {
  const transports = { rpc: new InProcessRpcTransport(), bus: new InProcessEventBus() };
  const root = composeProcessModule({ kind: 'postgres', url }, transports, [IssuingSliceModule], resolvePublicUrls(process.env));
  const app = await NestFactory.createApplicationContext(root, { logger: false });
  await app.init();
  return {
    app,
    issuer: app.get(InvoiceIssuer),
    close: async () => {
      await app.close();
      await transports.rpc.close();
      await transports.bus.close();
    },
  };
}

/** A draft for `orderId` of `tenantId` in the `prefix` series. */
export function draftFor(tenantId: string, orderId: string, prefix: string): InvoiceDraft {
  const party = {
    tax_number: null,
    tax_office: null,
    line2: null,
    district: null,
    postal_code: null,
    country: 'TR',
    phone: null,
    email: null,
  };
  return {
    tenant_id: tenantId,
    order_id: orderId,
    provider: 'parasut',
    series_prefix: prefix,
    document: {
      type: 'earsiv',
      profile: 'EARSIVFATURA',
      currency: 'TRY',
      seller: { ...party, name: 'Satıcı A.Ş.', line1: 'Cad. 1', city: 'İstanbul', tax_number: '1234567890' },
      buyer: { ...party, name: 'Ayşe Yılmaz', line1: 'Sok. 2', city: 'Ankara' },
      buyer_alias: null,
      order: { number: orderId, date: new Date('2026-03-01T10:00:00Z'), marketplace: 'trendyol' },
      lines: [{ sku: 'SKU-1', title: 'Ürün', quantity: 1, unit_price: 120, vat_rate: 20 }],
    },
  };
}
