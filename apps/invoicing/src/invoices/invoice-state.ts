import type { InvoiceStatus } from '@tezgah/contracts';
import { fullJitterDelayMs } from '@tezgah/third-party';
import type { InvoiceRow } from './invoice-row';

/** Decisions §8: `pending → sent → accepted | rejected`, `pending → rejected`, `accepted → cancelled`. */
export const INVOICE_TRANSITIONS: Readonly<Record<InvoiceStatus, readonly InvoiceStatus[]>> = {
  pending: ['sent', 'rejected'],
  sent: ['accepted', 'rejected'],
  accepted: ['cancelled'],
  rejected: [],
  cancelled: [],
};

export function canMove(from: InvoiceStatus, to: InvoiceStatus): boolean {
  return INVOICE_TRANSITIONS[from].includes(to);
}

/**
 * What the issuance worker does next with an invoice: the order takes its id first (cheap, and
 * shown on `GET /orders/{id}` at once), then the provider step of its status, then the automatic
 * cancel of an accepted e-Arşiv invoice whose order was cancelled. Null: nothing is due.
 */
export type InvoiceStep = 'settle_order' | 'submit' | 'verdict' | 'cancel';

export function nextStep(row: Pick<InvoiceRow, 'order_settled' | 'status' | 'cancel_requested' | 'type'>): InvoiceStep | null {
  if (!row.order_settled) return 'settle_order';
  if (row.status === 'pending') return 'submit';
  if (row.status === 'sent') return 'verdict';
  if (row.status === 'accepted' && row.cancel_requested && autoCancellable(row)) return 'cancel';
  return null;
}

/**
 * Decisions §8: an order cancelled after its invoice was accepted has its e-Arşiv invoice
 * cancelled. An e-Fatura is the buyer's to refuse (or a return invoice): not cancelled for them.
 */
export function autoCancellable(row: Pick<InvoiceRow, 'type'>): boolean {
  return row.type === 'earsiv';
}

/** When the worker takes the invoice again after a step: at once when another step is due, a verdict interval on while the provider decides. */
export function nextAttemptAt(
  row: Pick<InvoiceRow, 'order_settled' | 'status' | 'cancel_requested' | 'type'>,
  now: Date,
  verdictIntervalMs: number,
): Date | null {
  const step = nextStep(row);
  if (!step) return null;
  return step === 'verdict' ? new Date(now.getTime() + verdictIntervalMs) : now;
}

/** After `attempts` failed attempts in a row: a jittered, doubling wait, capped (decisions §16: retried, never lost). */
export function retryAt(attempts: number, now: Date, baseMs: number, maxMs: number, random: () => number = Math.random): Date {
  // Never less than a tenth of the base: a retry is never an immediate hammering of a provider that just failed.
  const delay = Math.max(Math.ceil(baseMs / 10), fullJitterDelayMs(attempts - 1, baseMs, maxMs, random));
  return new Date(now.getTime() + delay);
}

/**
 * Whether this failure is the one `invoice.failed` reports as an integration error: the
 * `threshold`-th failed attempt in a row, once per invoice (the retries go on; a provider's
 * hiccup that the next attempt overcomes reports nothing).
 */
export function reportsFailure(row: Pick<InvoiceRow, 'failure_reported'>, attempts: number, threshold: number): boolean {
  return !row.failure_reported && attempts >= threshold;
}
