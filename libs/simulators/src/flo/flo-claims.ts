import { createHash } from 'node:crypto';
import type { SimClaim, SimOrder } from '../shared/seller-account';

/** `return_status_code` with its Turkish `return_status` ("refunded" is documented; the others assumed). */
export const CLAIM_STATUSES = {
  waiting: 'İade Bekleyen',
  refunded: 'İade Onaylanan',
  rejected: 'İade Reddedilen',
} as const;
export type FloClaimStatus = keyof typeof CLAIM_STATUSES;

/** The seller's decision on a claim: approved (refunded) or rejected with FLO's reject fields. */
export interface FloClaimDecision {
  status: Exclude<FloClaimStatus, 'waiting'>;
  at: Date;
  rejectReason: number | null;
  rejectMessage: string | null;
  rejectImageUrls: string | null;
}

/** The hash FLO gives a claim, which approve and reject send back (derived from its id here). */
export const claimHash = (claimId: string) => createHash('sha256').update(`flo-claim-${claimId}`).digest('hex').slice(0, 10);

const stamp = (date: Date) => date.toISOString().slice(0, 19).replace('T', ' ');

/**
 * A claim as `GET /v1/order/claims` lists it, in the documented example's fields: one entry per
 * claim, for the order's first line (the sandbox's claims cover one line).
 */
export function renderClaim(claim: SimClaim, order: SimOrder, decision: FloClaimDecision | undefined, carrier: string | null) {
  const [line] = order.lines;
  const status: FloClaimStatus = decision?.status ?? 'waiting';
  const rejected = decision?.status === 'rejected' ? decision : null;
  return {
    id: Number(claim.claim_id),
    increment_id: order.number,
    stock_source_id: null,
    shipping_barcode: order.tracking_number,
    customer_name: order.customer.first_name,
    sku: line?.sku ?? null,
    qty: line?.quantity ?? 0,
    refund_total: line ? line.price * line.quantity : 0,
    order_item_id: line ? Number(`${order.package_number}${line.line_id}`) : null,
    reason_text: claim.reason,
    created_at: stamp(order.created_at),
    refund_create_date: stamp(claim.created_at),
    product_id: null,
    name: line?.title ?? null,
    barcode: line ? (line.barcode ?? line.sku) : null,
    color: null,
    size: null,
    return_status_code: status,
    return_status: CLAIM_STATUSES[status],
    cargo_name: carrier,
    currencyCode: 'TRY',
    hash: claimHash(claim.claim_id),
    images: [],
    attributes: [],
    variantAttributes: [],
    reject_shipping_barcode: null,
    reject_tracking_number: null,
    reject_tracking_url: null,
    tracking_url: null,
    reject_shipping_method: null,
    reject_date: rejected ? stamp(rejected.at) : null,
    reject_reason: rejected?.rejectReason ?? null,
    reject_reason_text: rejected?.rejectMessage ?? null,
    reject_image_urls: rejected?.rejectImageUrls ?? null,
    reject_hash: rejected ? claimHash(claim.claim_id) : null,
    product_review_hash: null,
  };
}
