import type { SimListing, SimOrder, SimOrderLine, SimQuestion } from '../shared/seller-account';
import type { CicekState, CsBatch } from './ciceksepeti-state';

/** Words of the status ids as Çiçeksepeti's panel shows them (the ids are transcribed, the words our sandbox's). */
const STATUS_TEXT: Record<number, string> = {
  1: 'Yeni',
  2: 'Hazırlanıyor',
  11: 'Kargoya Verilecek',
  5: 'Kargoya Verildi',
  7: 'Teslim Edildi',
  6: 'İptal Edildi',
  20: 'İade Başlatıldı',
  21: 'İade Kargoda',
  22: 'İade Tedarikçide',
  23: 'İade Tedarikçi Onayı Bekliyor',
};

/** Çiçeksepeti's product status ids (transcribed from the client: 3 published, 5 passive). */
export const PRODUCT_STATUS = { published: 3, passive: 5 } as const;

/** A product as `GET /Products` lists it. */
export function renderProduct(state: CicekState, listing: SimListing) {
  const details = state.detailsOf(listing);
  return {
    productName: listing.title,
    mainProductCode: details.mainProductCode,
    productCode: listing.listing_id,
    stockCode: listing.sku,
    barcode: listing.barcode,
    categoryId: details.categoryId,
    productStatusType: listing.status === 'active' ? 'YAYINDA' : 'PASIF',
    productStatusId: listing.status === 'active' ? PRODUCT_STATUS.published : PRODUCT_STATUS.passive,
    isActive: listing.status === 'active',
    // Capitalised as the published client's types have them.
    StockQuantity: listing.quantity,
    SalesPrice: listing.price,
    ListPrice: details.listPrice,
    description: details.description,
    images: details.images,
    DeliveryType: details.deliveryType,
    deliveryMessageType: details.deliveryMessageType,
  };
}

/** Order item ids: the order number and the line's position, as one number. */
export function orderItemIdOf(order: SimOrder, line: SimOrderLine): number {
  return Number(`${order.number}${line.line_id.padStart(2, '0')}`);
}

/** One order item as `POST /Order/GetOrders` lists it in `supplierOrderListWithBranch` (one entry per item). */
export function renderOrderItem(state: CicekState, order: SimOrder, line: SimOrderLine) {
  const statusId = state.statusIdOf(order);
  // A gift order's buyer is its sender; the receiver is who it is delivered to (here the same person).
  const name = `${order.customer.first_name} ${order.customer.last_name}`;
  return {
    orderId: Number(order.number),
    orderItemId: orderItemIdOf(order, line),
    orderCreateDate: order.created_at.toISOString(),
    orderModifyDate: order.updated_at.toISOString(),
    orderItemStatusId: statusId,
    orderProductStatus: STATUS_TEXT[statusId] ?? String(statusId),
    isOrderStatusActive: ![6, 20, 21, 22, 23].includes(statusId),
    productId: Number(line.line_id),
    productCode: `CS${line.sku}`,
    code: line.sku,
    barcode: line.barcode,
    name: line.title,
    quantity: line.quantity,
    quantityUnit: 'Adet',
    itemPrice: line.price,
    totalPrice: line.price * line.quantity,
    currency: 'TRY',
    senderName: name,
    senderPhone: order.customer.phone,
    senderEmail: order.customer.email,
    receiverName: name,
    receiverPhone: order.customer.phone,
    receiverAddress: order.shipping_address.address1,
    receiverCity: order.shipping_address.city,
    receiverDistrict: order.shipping_address.district,
    zipCode: order.shipping_address.postal_code,
    receiverCountryCode: order.shipping_address.country_code,
    cargoCompany: order.cargo_provider,
    cargoNumber: order.tracking_number,
    shipmentTrackingUrl: null,
    cancellationNote: order.reason,
    orderItemTextListModel: [],
  };
}

/** Every item of every order, as one list. */
export function renderOrderItems(state: CicekState, orders: SimOrder[]) {
  return orders.flatMap((order) => order.lines.map((line) => renderOrderItem(state, order, line)));
}

/** The control API's echo of an order: its items in Çiçeksepeti's shape. */
export function renderControlOrder(state: CicekState) {
  return (order: SimOrder) => ({ orderId: Number(order.number), items: order.lines.map((line) => renderOrderItem(state, order, line)) });
}

/** `GET /Products/batch-status/{batchId}`. */
export function renderBatch(batch: CsBatch) {
  return {
    batchId: batch.batchId,
    itemCount: batch.items.length,
    items: batch.items.map((item) => ({
      itemId: item.itemId,
      status: item.status,
      failureReasons: item.failureReasons.map((reason) => reason.message),
      data: { stockCode: item.stockCode, ...item.data },
      lastModificationDate: batch.createdAt.toISOString(),
    })),
  };
}

/** A customer question as `GET /sellerquestions` lists it. */
export function renderQuestion(state: CicekState, question: SimQuestion) {
  const answer = state.answerOf(question.question_id);
  return {
    id: question.question_id,
    product: { code: question.barcode, name: null },
    question: question.text,
    questionDate: question.created_at.toISOString(),
    answered: Boolean(answer),
    answer: answer?.text ?? null,
    answerDate: answer?.at.toISOString() ?? null,
  };
}

/** A page of at most `size` from a 0-based `page`, and how many pages there are. */
export function pageOf<T>(all: T[], page: number, size: number): { items: T[]; pageCount: number } {
  return { items: all.slice(page * size, (page + 1) * size), pageCount: Math.ceil(all.length / size) };
}
