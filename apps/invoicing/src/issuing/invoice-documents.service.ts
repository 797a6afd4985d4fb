import { Injectable } from '@nestjs/common';
import { buildInvoiceXml, type InvoiceDocument, invoiceAmounts, renderInvoicePdf } from '@tezgah/e-invoice';

/** An invoice's documents as it is issued with them: the UBL-TR XML, the PDF, and the payable total they state. */
export interface IssuedDocuments {
  xml: string;
  pdf: Buffer;
  total: number;
}

/** Makes an invoice's documents with @tezgah/e-invoice (decisions §8): what the issuer writes in its transaction. */
@Injectable()
export class InvoiceDocuments {
  async make(document: InvoiceDocument): Promise<IssuedDocuments> {
    return {
      xml: buildInvoiceXml(document),
      pdf: await renderInvoicePdf(document),
      total: invoiceAmounts(document.lines).payable_total / 100,
    };
  }
}
