import {
  AmazonPatterns,
  CargoLabelDocument,
  type DocumentKind,
  InvoiceDocumentGet,
  type LabelDocumentDto,
  type RpcPattern,
} from '@tezgah/contracts';
import type { DocumentFormats } from './document-format';

/** Where the gateway gets a document of a kind: the service's pattern, and the formats it renders. */
export interface DocumentSource {
  formats: DocumentFormats;
  /** Asked with the format chosen among `formats`; a document it does not find is its 404. */
  pattern: RpcPattern<{ id: string; format: string }, LabelDocumentDto>;
}

const LABELS: DocumentSource = { formats: { pdf: 'application/pdf', zpl: 'application/zpl' }, pattern: CargoLabelDocument };

/** An invoice's PDF (`pdf_url`) and its UBL-TR XML (`xml_url`, `?format=xml`): the invoicing service's. */
const INVOICES: DocumentSource = {
  formats: { pdf: 'application/pdf', xml: 'application/xml' },
  pattern: InvoiceDocumentGet as DocumentSource['pattern'],
};

/** Every kind a link can name (libs/contracts `DOCUMENT_KINDS`) has its source: a label, a batch's labels in one document, an invoice. */
export const DOCUMENT_SOURCES: Readonly<Record<DocumentKind, DocumentSource>> = {
  label: LABELS,
  label_batch: LABELS,
  invoice: INVOICES,
  // A Merchant Fulfillment label bought through marketplace B's sub-interface: the Amazon connector's, PDF only.
  amazon_label: { formats: { pdf: 'application/pdf' }, pattern: AmazonPatterns.labelDocument },
};
