import type { SimListing, SimOrder, SimOrderStatus, SimStockUpload } from '../shared/seller-account';

/** Package statuses; Created, Picking, Shipped, Delivered are n11's (research §3.2), the last two our sandbox's. */
export const N11_PACKAGE_STATUS: Record<SimOrderStatus, string> = {
  created: 'Created',
  processing: 'Picking',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  returned: 'Returned',
};

/** A page in n11's (Spring) paging shape. */
export function n11Page<T>(all: T[], page: number, size: number) {
  return {
    content: all.slice(page * size, page * size + size),
    pageable: { pageNumber: page, pageSize: size },
    totalElements: all.length,
    totalPages: Math.ceil(all.length / size),
    number: page,
    size,
  };
}

/** A shipment package as `GET /rest/delivery/v1/shipmentPackages` lists it (times in epoch ms). */
export function renderShipmentPackage(order: SimOrder) {
  const fullName = `${order.customer.first_name} ${order.customer.last_name}`;
  const address = {
    fullName,
    address: order.shipping_address.address1,
    city: order.shipping_address.city,
    district: order.shipping_address.district,
    postalCode: order.shipping_address.postal_code,
    gsm: order.customer.phone,
  };
  const status = N11_PACKAGE_STATUS[order.status];
  return {
    id: Number(order.package_number),
    orderNumber: order.number,
    shipmentPackageStatus: status,
    customerfullName: fullName,
    customerEmail: order.customer.email,
    shippingAddress: address,
    billingAddress: address,
    cargoTrackingNumber: order.tracking_number,
    cargoProviderName: order.cargo_provider,
    createdDate: order.created_at.getTime(),
    lastModifiedDate: order.updated_at.getTime(),
    lines: order.lines.map((line) => ({
      orderLineId: Number(`${order.number}${line.line_id}`),
      productName: line.title,
      stockCode: line.sku,
      barcode: line.barcode,
      quantity: line.quantity,
      price: line.price,
      sellerInvoiceAmount: line.price * line.quantity,
      totalSellerDiscountPrice: 0,
      orderItemLineItemStatusName: status,
    })),
  };
}

/** A product as `GET /ms/product-query` lists it. */
export function renderProduct(listing: SimListing) {
  return {
    n11ProductId: listing.listing_id,
    stockCode: listing.sku,
    barcode: listing.barcode,
    title: listing.title,
    salePrice: listing.price,
    listPrice: listing.price,
    currencyType: 'TL',
    quantity: listing.quantity,
    status: listing.status === 'active' ? 'Active' : 'Suspended',
  };
}

/** A price-stock task: IN_QUEUE until it completes, then COMPLETED with a line per SKU. */
export function renderTask(task: SimStockUpload) {
  const rejected = new Map((task.result?.rejected ?? []).map((r) => [r.sku, r.reason]));
  return {
    id: task.id,
    type: 'PRICE_STOCK_UPDATE',
    status: task.result ? 'COMPLETED' : 'IN_QUEUE',
    createdDate: task.created_at.getTime(),
    skus: task.changes.map((change) => ({
      stockCode: change.sku,
      status: !task.result ? 'IN_QUEUE' : rejected.has(change.sku) ? 'FAIL' : 'SUCCESS',
      reasons: rejected.has(change.sku) ? ['Ürün bulunamadı.'] : [],
    })),
  };
}
