import type { SimListing, SimOrder, SimOrderStatus } from '../shared/seller-account';

/**
 * `siparisDurumu` of each neutral status. PttAVM documents nine values; the sandbox's orders take
 * these six (an order waiting for a bank transfer or with an invalid payment is not simulated).
 */
export const PTT_ORDER_STATUS: Record<SimOrderStatus, string> = {
  created: 'kargo_yapilmasi_bekleniyor',
  processing: 'kargo_yapilmasi_bekleniyor',
  shipped: 'gonderilmis',
  delivered: 'tamamlandi',
  cancelled: 'iptal',
  returned: 'iade',
};

/** Statuses `isActiveOrders=true` leaves out: the order is over. */
export const PTT_FINAL_STATUSES: readonly SimOrderStatus[] = ['delivered', 'cancelled', 'returned'];

/** A listing's barcode on PttAVM: the barcode it was listed with, else its SKU. */
export const barcodeOf = (listing: SimListing) => listing.barcode ?? listing.sku;

/** An order as `GET /orders/search` and `GET /orders/{orderId}` answer it (field names assumed, see docs/simulators/ptt-avm.md). */
export function renderOrder(order: SimOrder) {
  const status = PTT_ORDER_STATUS[order.status];
  return {
    orderId: order.number,
    siparisDurumu: status,
    siparisTarihi: order.created_at.toISOString(),
    sonGuncellemeTarihi: order.updated_at.toISOString(),
    musteri: {
      adSoyad: `${order.customer.first_name} ${order.customer.last_name}`,
      eposta: order.customer.email,
      telefon: order.customer.phone,
    },
    teslimatAdresi: {
      adres: order.shipping_address.address1,
      il: order.shipping_address.city,
      ilce: order.shipping_address.district,
      postaKodu: order.shipping_address.postal_code,
    },
    kargoBarkodu: order.tracking_number,
    kargoFirmasi: order.cargo_provider,
    iptalIadeNedeni: order.reason,
    lineItems: order.lines.map((line) => ({
      lineItemId: Number(`${order.number}${line.line_id}`),
      barcode: line.barcode ?? line.sku,
      stockCode: line.sku,
      productName: line.title,
      quantity: line.quantity,
      priceWithVAT: line.price,
      status,
    })),
  };
}

/** `GET /orders/{orderId}/cargo-infos`: each line's cargo state (the SOAP KargoBilgiListesi's fields, in JSON). */
export function renderCargoInfos(order: SimOrder) {
  return order.lines.map((line) => ({
    currentState: PTT_ORDER_STATUS[order.status],
    referenceCode: order.tracking_number,
    productId: order.number,
    barcode: line.barcode ?? line.sku,
    cargoCompany: order.cargo_provider,
  }));
}

/** A product as `GET /products/search` lists it (assumed shape). */
export function renderProduct(listing: SimListing) {
  return {
    productId: Number(listing.listing_id.replace(/\D/g, '')) || listing.listing_id,
    barcode: barcodeOf(listing),
    stockCode: listing.sku,
    name: listing.title,
    quantity: listing.quantity,
    priceWithVAT: listing.price,
    isActive: listing.status === 'active',
  };
}
