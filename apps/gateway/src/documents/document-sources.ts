import { CargoLabelDocument, type DocumentKind, type LabelDocumentDto, type RpcPattern } from '@tezgah/contracts';
import type { DocumentFormats } from './document-format';

/** Where the gateway gets a document of a kind: the service's pattern, and the formats it renders. */
export interface DocumentSource {
  formats: DocumentFormats;
  /** Asked with the format chosen among `formats`; a document it does not find is its 404. */
  pattern: RpcPattern<{ id: string; format: string }, LabelDocumentDto>;
}

const LABELS: DocumentSource = { formats: { pdf: 'application/pdf', zpl: 'application/zpl' }, pattern: CargoLabelDocument };

/** Every kind a link can name (libs/contracts `DOCUMENT_KINDS`) has its source: a label, or a batch's labels in one document. */
export const DOCUMENT_SOURCES: Readonly<Record<DocumentKind, DocumentSource>> = {
  label: LABELS,
  label_batch: LABELS,
};
