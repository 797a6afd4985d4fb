import type { InvoiceDto, InvoiceProvider, InvoiceStatus } from '@tezgah/contracts';
import type { InvoiceDocument, InvoiceProfile, InvoiceType } from '@tezgah/e-invoice';

/** Who asked for the invoice: the order entering `processing`, or a seller's `POST /invoices`. */
export type InvoiceOrigin = 'automatic' | 'manual';

/** An invoice as stored, without its documents' bytes (read on their own). */
export interface InvoiceRow {
  /** `inv_…` */
  id: string;
  tenant_id: string;
  order_id: string;
  origin: InvoiceOrigin;
  provider: InvoiceProvider;
  type: InvoiceType;
  profile: InvoiceProfile;
  ettn: string;
  /** Reserved when issued, inside the documents; shown only once the provider accepted it. */
  number: string;
  status: InvoiceStatus;
  /** The provider's own id of the submitted document. */
  provider_reference: string | null;
  /** Why the provider rejected it. */
  failure: string | null;
  /** Why it was cancelled (the seller's reason, or its order's cancellation). */
  cancel_reason: string | null;
  /** Failed provider attempts in a row (reset by a step that succeeds), and the last one's error. */
  attempts: number;
  last_error: string | null;
  /** How often a worker took it: above one, an earlier holder may have submitted it (asked by ETTN first). */
  claims: number;
  failure_reported: boolean;
  next_attempt_at: Date | null;
  /** The order was cancelled: the invoice is cancelled at its provider once accepted (decisions §8). */
  cancel_requested: boolean;
  /** Whether the order took the invoice's id. */
  order_settled: boolean;
  total: number;
  currency: string;
  content: InvoiceDocument;
  issued_at: Date;
  created_at: Date;
  updated_at: Date;
}

/** Statuses past which a new invoice may be issued for the order. */
export const SETTLED_STATUSES: readonly InvoiceStatus[] = ['rejected', 'cancelled'];

/** The number is the tax authority's once the provider accepted the invoice (spec: "present only when available"). */
export function shownNumber(row: Pick<InvoiceRow, 'status' | 'number'>): string | null {
  return row.status === 'accepted' || row.status === 'cancelled' ? row.number : null;
}

export function toInvoiceDto(row: InvoiceRow, links: { pdf_url: string; xml_url: string }): InvoiceDto {
  return {
    id: row.id,
    order_id: row.order_id,
    provider: row.provider,
    type: row.type,
    number: shownNumber(row),
    status: row.status,
    pdf_url: links.pdf_url,
    xml_url: links.xml_url,
    total: row.total,
    currency: row.currency,
    issued_at: row.issued_at.toISOString(),
    cancel_reason: row.cancel_reason,
  };
}

export function fromDb(raw: Record<string, unknown>): InvoiceRow {
  const content = raw.content as InvoiceDocument & { issued_at: string; order: { date: string } };
  return {
    id: raw.id as string,
    tenant_id: raw.tenant_id as string,
    order_id: raw.order_id as string,
    origin: raw.origin as InvoiceOrigin,
    provider: raw.provider as InvoiceProvider,
    type: raw.type as InvoiceType,
    profile: raw.profile as InvoiceProfile,
    ettn: raw.ettn as string,
    number: raw.number as string,
    status: raw.status as InvoiceStatus,
    provider_reference: (raw.provider_reference as string | null) ?? null,
    failure: (raw.failure as string | null) ?? null,
    cancel_reason: (raw.cancel_reason as string | null) ?? null,
    attempts: Number(raw.attempts),
    last_error: (raw.last_error as string | null) ?? null,
    claims: Number(raw.claims),
    failure_reported: raw.failure_reported as boolean,
    next_attempt_at: dateOrNull(raw.next_attempt_at),
    cancel_requested: raw.cancel_requested as boolean,
    order_settled: raw.order_settled as boolean,
    total: Number(raw.total),
    currency: raw.currency as string,
    content: { ...content, issued_at: new Date(content.issued_at), order: { ...content.order, date: new Date(content.order.date) } },
    issued_at: new Date(raw.issued_at as string),
    created_at: new Date(raw.created_at as string),
    updated_at: new Date(raw.updated_at as string),
  };
}

function dateOrNull(value: unknown): Date | null {
  return value === null || value === undefined ? null : new Date(value as string);
}
