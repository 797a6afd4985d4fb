/** Marketplace A's sub-interface, its order calls: orders, status, labels, claims and questions. */
import { definePattern } from '../rpc';

/** Trendyol's package statuses a seller may ask for (spec: "Marketplace A order status"). */
export const TRENDYOL_REQUESTABLE_STATUSES = ['Picking', 'Invoiced', 'Shipped', 'Cancelled'] as const;
export type TrendyolRequestableStatus = (typeof TRENDYOL_REQUESTABLE_STATUSES)[number];

export interface TrendyolOrdersQuery {
  status?: string;
  start?: string;
  end?: string;
  page: number;
  size: number;
}

/** An order as the spec's "Order response fields" of marketplace A name them. */
export interface TrendyolOrder {
  order_number: string;
  shipment_package_id: number;
  status: string;
  customer_first_name: string | null;
  customer_last_name: string | null;
  customer_id: number | null;
  gross_amount: number;
  total_discount: number;
  tax_number: string | null;
  shipping_address: { city: string | null; district: string | null; address1: string | null; postal_code: string | null };
  cargo_provider: string | null;
  cargo_tracking_number: string | null;
  lines: Array<{ line_id: number; barcode: string | null; quantity: number; amount: number; vat_base_amount: number | null }>;
  created_at: string;
}

export interface TrendyolOrdersPage {
  page: number;
  size: number;
  total_pages: number;
  total_elements: number;
  orders: TrendyolOrder[];
}

export interface TrendyolStatusChange {
  order_number: string;
  shipment_package_id: number;
  status: TrendyolRequestableStatus;
  lines: Array<{ line_id: number; quantity: number }>;
  /** Invoiced: the e-invoice number Trendyol requires (3 alphanumerics and 13 digits). */
  invoice_number?: string;
  /** Shipped under the seller's own carrier contract: that carrier's tracking number. */
  tracking_number?: string;
}

/** A label: the PDF (base64) once Trendyol made it, else when to ask again. */
export type TrendyolLabel = { ready: true; pdf_base64: string } | { ready: false; retry_after: number };

export interface TrendyolClaim {
  claim_id: string;
  order_number: string;
  reason: string;
  status: string;
  items: Array<{ line_id: number; quantity: number }>;
  customer_note: string | null;
  created_at: string;
}

export interface TrendyolClaimDecision {
  claim_id: string;
  decision: 'approve' | 'reject';
  note?: string;
  evidence_url?: string;
  /** A rejection's reason id from Trendyol's claim issue reasons (451 "Diğer" when not given). */
  reason_id?: number;
}

export interface TrendyolQuestion {
  question_id: number;
  barcode: string | null;
  product_name: string | null;
  text: string;
  status: string;
  created_at: string;
  /** When the 24-hour answer window closes (a waiting question only). */
  answer_deadline: string | null;
  answer: { text: string; created_at: string } | null;
}

export const TrendyolListOrders = definePattern<TrendyolOrdersQuery, TrendyolOrdersPage>('connector.trendyol.packages.list');
export const TrendyolChangeStatus = definePattern<
  TrendyolStatusChange,
  { order_number: string; shipment_package_id: number; status: string }
>('connector.trendyol.packages.status');
export const TrendyolGetLabel = definePattern<{ order_number: string }, TrendyolLabel>('connector.trendyol.packages.label');
export const TrendyolListClaims = definePattern<{ status?: string; start?: string; end?: string }, { claims: TrendyolClaim[] }>(
  'connector.trendyol.claims.list',
);
export const TrendyolDecideClaim = definePattern<TrendyolClaimDecision, TrendyolClaim>('connector.trendyol.claims.decide');
export const TrendyolListQuestions = definePattern<{ status?: string }, { questions: TrendyolQuestion[] }>(
  'connector.trendyol.questions.list',
);
export const TrendyolAnswerQuestion = definePattern<{ question_id: number; text: string }, TrendyolQuestion>(
  'connector.trendyol.questions.answer',
);
