import type { MarketplaceOrderDto, OrderStatus } from '@tezgah/contracts';

/** Marketplace words the specs report for each mapped status (Trendyol's). */
export const WORD_OF: Record<OrderStatus, string> = {
  created: 'Created',
  processing: 'Picking',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  returned: 'Returned',
};

/** An order as a connector's poll reports it (spec fixture). */
export function reportedOrder(id: string, status: OrderStatus = 'created', extra: Partial<MarketplaceOrderDto> = {}): MarketplaceOrderDto {
  return {
    marketplace_order_id: id,
    marketplace_status: WORD_OF[status],
    status,
    customer: { name: 'Ayşe Yılmaz', email: 'ayse@example.com', phone: null },
    items: [{ sku: 'TSHIRT-BLK-M', title: 'Basic Tişört', quantity: 2, price: 124.95, line_id: `${id}-1` }],
    total: 249.9,
    currency: 'TRY',
    shipping_address: { line1: 'Bağdat Cd. 1', line2: null, city: 'İstanbul', district: 'Kadıköy', postal_code: '34710', country: 'TR' },
    created_at: '2026-03-01T09:30:00.000Z',
    updated_at: '2026-03-01T09:30:00.000Z',
    ...extra,
  };
}
