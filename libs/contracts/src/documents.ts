/**
 * Documents handed out as signed links (decisions §5: `label_url`, and invoicing's `pdf_url`,
 * `xml_url`): what a link can point at, so the services that make links and the gateway that
 * opens them agree. Append only: a link names its kind by its place in this list.
 */
export const DOCUMENT_KINDS = ['label', 'label_batch', 'invoice', 'amazon_label'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** The document a link opens: its kind, the tenant it belongs to and its id (`lbl_…`, `job_…`, `inv_…`). */
export interface DocumentRef {
  kind: DocumentKind;
  tenant_id: string;
  id: string;
}

/** How long a document link opens after it was made (decisions §5). */
export const DOCUMENT_LINK_TTL_MS = 24 * 60 * 60 * 1000;
