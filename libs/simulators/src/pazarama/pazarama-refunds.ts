import type { SimOrder } from '../shared/seller-account';
import { guidOf, money, pazaramaDate } from './pazarama-shapes';

/** Documented RefundStatus values: 1 waiting for approval, 2 approved by the seller, 3 refused by the seller. */
export const REFUND_WAITING = 1;
export const REFUND_APPROVED = 2;
export const REFUND_REFUSED = 3;
const STATUS_NAME: Record<number, string> = {
  [REFUND_WAITING]: 'İade Onayı Bekliyor',
  [REFUND_APPROVED]: 'Tedarikçi Tarafından Onaylandı',
  [REFUND_REFUSED]: 'Tedarikçi Tarafından Reddedildi',
};

/** The seller's decisions on returns: a returned order is one refund (id from its number), waiting until decided. */
export class PazaramaRefunds {
  private decided = new Map<string, number>();

  refundIdOf(order: SimOrder): string {
    return guidOf('refund', order.number);
  }

  statusOf(order: SimOrder): number {
    return this.decided.get(this.refundIdOf(order)) ?? REFUND_WAITING;
  }

  decide(refundId: string, status: number): void {
    this.decided.set(refundId, status);
  }

  reset(): void {
    this.decided = new Map();
  }

  /** A refund as `POST /order/getRefund` lists it (the documented example's fields). */
  render(order: SimOrder) {
    const status = this.statusOf(order);
    const line = order.lines[0];
    const total = order.lines.reduce((sum, item) => sum + item.price * item.quantity, 0);
    return {
      refundId: this.refundIdOf(order),
      orderNumber: Number(order.number),
      orderDate: pazaramaDate(order.created_at),
      refundNumber: Number(order.number.slice(-6)),
      refundType: order.reason ?? 'Diğer',
      refundStatus: status,
      refundStatusName: STATUS_NAME[status],
      paymentType: 'Banka/Kredi Kartı',
      refundDate: pazaramaDate(order.updated_at),
      totalAmount: money(total),
      refundAmount: money(total),
      customerName: `${order.customer.first_name} ${order.customer.last_name}`,
      productName: line?.title ?? null,
      productCode: line ? (line.barcode ?? line.sku) : null,
      shipmentCompanyName: order.cargo_provider,
      shipmentCode: null,
    };
  }
}
