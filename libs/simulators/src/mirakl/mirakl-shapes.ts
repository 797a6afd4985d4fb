import { createHash } from 'node:crypto';
import type { SimListing, SimOrder, SimOrderStatus, SimStockUpload } from '../shared/seller-account';

/**
 * Mirakl's order states (OR11 `order_state`) for the neutral statuses: the shop accepts
 * (WAITING_ACCEPTANCE → SHIPPING), ships (SHIPPED), the customer receives (RECEIVED); a returned
 * order is CLOSED with its lines refunded. A refused order is REFUSED, any other cancellation CANCELED.
 */
export function orderStateOf(order: SimOrder): string {
  const states: Record<SimOrderStatus, string> = {
    created: 'WAITING_ACCEPTANCE',
    processing: 'SHIPPING',
    shipped: 'SHIPPED',
    delivered: 'RECEIVED',
    cancelled: order.reason === REFUSED_REASON ? 'REFUSED' : 'CANCELED',
    returned: 'CLOSED',
  };
  return states[order.status];
}

/** The reason an order carries when the shop refused its lines (OR21 `accepted: false`). */
export const REFUSED_REASON = 'refused by the shop';

/** A shop's numeric id, the same for an API key every time (A01 `shop_id`). */
export function shopIdOf(apiKey: string): number {
  return 2000 + (createHash('sha256').update(apiKey).digest().readUInt32BE(0) % 1_000_000);
}

/** An offer's numeric id (OF21 `offer_id`), stable per shop SKU. */
export function offerIdOf(sku: string): number {
  return createHash('sha256').update(sku).digest().readUInt32BE(0);
}

const iso = (date: Date) => date.toISOString();

/** A01: the shop behind the API key, with every field the document requires. */
export function renderAccount(apiKey: string, instanceName: string, createdAt: Date, offers: number, orders: number) {
  const shopId = shopIdOf(apiKey);
  return {
    shop_id: shopId,
    shop_name: `${instanceName} Mağaza ${shopId}`,
    shop_state: 'OPEN',
    channels: [],
    currency_iso_code: 'TRY',
    date_created: iso(createdAt),
    last_updated_date: iso(createdAt),
    domains: [],
    evaluations_count: 0,
    free_shipping: false,
    is_professional: true,
    offers_count: offers,
    orders_count: orders,
    payment_method_mandatory: false,
    premium: false,
    pro_details: { corporate_name: `Mağaza ${shopId} Ltd. Şti.` },
    shipping: { lead_time_to_ship: 2 },
    shipping_types: ['STD'],
    shipping_zones: ['TR'],
    shop_additional_fields: [],
    billing_info: {},
    contact_informations: {
      city: 'İstanbul',
      country: 'TUR',
      email: `shop${shopId}@example.com`,
      lastname: 'Yılmaz',
      street1: 'Atatürk Cad. 1',
    },
    default_billing_information: {
      id: String(shopId),
      default_language: 'tr',
      registration_address: { city: 'İstanbul', country_iso_code: 'TUR', street_1: 'Atatürk Cad. 1', zip_code: '34000' },
    },
    payment_details: { paid_balance: 0, payable_balance: 0, pending_balance: 0 },
  };
}

/** OF21: one offer of the shop. `listing_id` is the operator's product SKU the offer sells. */
export function renderOffer(listing: SimListing) {
  return {
    offer_id: offerIdOf(listing.sku),
    shop_sku: listing.sku,
    product_sku: listing.listing_id,
    product_title: listing.title ?? listing.sku,
    product_references: listing.barcode ? [{ reference: listing.barcode, reference_type: 'EAN' }] : [],
    quantity: listing.quantity,
    price: listing.price,
    all_prices: [{ price: listing.price, unit_origin_price: listing.price, volume_prices: [] }],
    active: listing.status === 'active',
    state_code: '11',
    category_code: 'GENEL',
    category_label: 'Genel',
    channels: [],
    currency_iso_code: 'TRY',
    description: '',
    fulfillment: { center: { code: 'DEFAULT' } },
    leadtime_to_ship: 2,
    logistic_class: { code: 'STD', label: 'Standart' },
    max_order_quantity: 0,
    min_order_quantity: 1,
    min_quantity_alert: 0,
    min_shipping_price: 0,
    min_shipping_price_additional: 0,
    min_shipping_type: 'STD',
    min_shipping_zone: 'TR',
    package_quantity: 1,
    shipping_deadline: iso(new Date(Date.now() + 2 * 86_400_000)),
  };
}

/** OR11: an order with its lines, in Mirakl's fields (every one the document requires). */
export function renderOrder(order: SimOrder) {
  const state = orderStateOf(order);
  const total = order.lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const refunded = order.status === 'returned';
  const address = {
    firstname: order.customer.first_name,
    lastname: order.customer.last_name,
    street_1: order.shipping_address.address1,
    city: order.shipping_address.city,
    zip_code: order.shipping_address.postal_code ?? undefined,
    country: 'Türkiye',
    country_iso_code: 'TUR',
    phone: order.customer.phone ?? undefined,
  };
  return {
    order_id: order.number,
    commercial_id: order.package_number,
    order_state: state,
    can_cancel: order.status === 'created' || order.status === 'processing',
    can_shop_ship: order.status === 'processing',
    created_date: iso(order.created_at),
    last_updated_date: iso(order.updated_at),
    acceptance_decision_date: order.status === 'created' ? undefined : iso(order.updated_at),
    currency_iso_code: 'TRY',
    customer: {
      customer_id: `C-${order.number}`,
      firstname: order.customer.first_name,
      lastname: order.customer.last_name,
      shipping_address: address,
      billing_address: address,
    },
    customer_notification_email: order.customer.email ?? undefined,
    fulfillment: { center: { code: 'DEFAULT' } },
    fully_refunded: refunded,
    has_customer_message: false,
    has_incident: false,
    has_invoice: false,
    leadtime_to_ship: 2,
    order_tax_mode: 'TAX_INCLUDED',
    paymentType: 'CREDIT_CARD',
    price: total,
    shipping_price: 0,
    total_price: total,
    total_commission: 0,
    shipping_carrier_code: order.cargo_provider ?? undefined,
    shipping_tracking: order.tracking_number ?? undefined,
    shipping_type_code: 'STD',
    shipping_type_label: 'Standart',
    shipping_zone_code: 'TR',
    shipping_zone_label: 'Türkiye',
    order_lines: order.lines.map((line, index) => ({
      order_line_id: `${order.number}-${line.line_id}`,
      order_line_index: index + 1,
      order_line_state: refunded ? 'REFUNDED' : state,
      offer_id: offerIdOf(line.sku),
      offer_sku: line.sku,
      offer_state_code: '11',
      product_sku: line.barcode ?? line.sku,
      product_title: line.title,
      description: line.title,
      quantity: line.quantity,
      price_unit: line.price,
      price: line.price * line.quantity,
      total_price: line.price * line.quantity,
      shipping_price: 0,
      commission_fee: 0,
      commission_rate_vat: 0,
      commission_vat: 0,
      total_commission: 0,
      category_code: 'GENEL',
      category_label: 'Genel',
      can_refund: order.status === 'shipped' || order.status === 'delivered',
      created_date: iso(order.created_at),
      last_updated_date: iso(order.updated_at),
      cancelations: [],
      refunds: refunded ? [renderRefund(order, line.line_id, line.quantity, line.price * line.quantity)] : [],
      order_line_additional_fields: [],
      product_medias: [],
    })),
  };
}

function renderRefund(order: SimOrder, lineId: string, quantity: number, amount: number) {
  return {
    id: `R-${order.number}-${lineId}`,
    order_refund_id: `R-${order.number}-${lineId}`,
    amount,
    quantity,
    reason_code: 'RETURN',
    refund_state: 'REFUNDED',
    state: 'REFUNDED',
    created_date: iso(order.updated_at),
    commission_amount: 0,
    commission_tax_amount: 0,
    commission_taxes: [],
    commission_total_amount: 0,
  };
}

/** OF02: an offer import's status and counts; COMPLETE once the upload was applied. */
export function renderImport(importId: number, upload: SimStockUpload) {
  const errors = upload.result?.rejected.length ?? 0;
  const done = upload.result !== null;
  return {
    import_id: importId,
    date_created: iso(upload.created_at),
    status: done ? 'COMPLETE' : 'RUNNING',
    reason_status: '',
    mode: 'NORMAL',
    type: 'MIRAKL',
    has_error_report: errors > 0,
    lines_read: done ? upload.changes.length : 0,
    lines_in_success: upload.result?.accepted.length ?? 0,
    lines_in_error: errors,
    lines_in_pending: done ? 0 : upload.changes.length,
    offer_inserted: 0,
    offer_updated: upload.result?.accepted.length ?? 0,
    offer_deleted: 0,
  };
}

/** OF03: the error report of an import, a CSV of the refused lines with Mirakl's `error-line` and `error-message` columns. */
export function renderErrorReport(upload: SimStockUpload): string {
  const lines = upload.changes.map((change, index) => ({ change, line: index + 2 }));
  const refused = new Map((upload.result?.rejected ?? []).map((r) => [r.sku, r.reason]));
  const rows = lines
    .filter(({ change }) => refused.has(change.sku))
    .map(({ change, line }) => [change.sku, change.quantity, line, 'Bu ürün için teklif bulunamadı.'].join(';'));
  return ['sku;quantity;error-line;error-message', ...rows].join('\n') + '\n';
}

/** Mirakl's error body (assumed from Mirakl's answers as clients record them: the status and a message). */
export function miraklError(status: number, message: string) {
  return { status, message };
}
