import type { OrderDto } from '@tezgah/contracts';
import type { BookedShipmentRow, ShipmentRow } from '../src/shipments/shipment-row';

const address = { line2: null, district: 'Kadıköy', postal_code: '34710' };

/** A stored shipment of order `ord_A` of tenant `ten_a`, not yet booked unless `extra` says so. */
export function shipmentRow(extra: Partial<ShipmentRow> = {}): ShipmentRow {
  return {
    id: 'lbl_01JD3X5Q9V8K4M2N6P7R8S9T0W',
    tenant_id: 'ten_a',
    order_id: 'ord_A',
    provider: 'yurtici',
    package_count: 1,
    weight_kg: null,
    content: {
      order_number: 'TY-1',
      sender: {
        name: 'Tezgah Mağaza',
        line1: 'Büyükdere Cad. 1',
        city: 'İstanbul',
        phone: '+902120000000',
        email: null,
        tax_number: null,
        tax_office: null,
        ...address,
      },
      receiver: { name: 'Ayşe Yılmaz', line1: 'Bağdat Cad. 1', city: 'İstanbul', phone: null, email: null, country: 'TR', ...address },
    },
    tracking_number: null,
    booked_at: null,
    order_settled: false,
    tracking_status: 'created',
    tracking_events: [],
    tracked_at: null,
    reported_status: null,
    created_at: new Date('2026-11-24T08:00:00.000Z'),
    updated_at: new Date('2026-11-24T08:00:00.000Z'),
    ...extra,
  };
}

export function bookedRow(extra: Partial<ShipmentRow> = {}): BookedShipmentRow {
  return shipmentRow({ tracking_number: 'YK1', booked_at: new Date('2026-11-24T08:00:01.000Z'), ...extra }) as BookedShipmentRow;
}

/** An order of tenant `ten_a` as the orders service answers it. */
export function orderDto(extra: Partial<OrderDto> = {}): OrderDto {
  return {
    id: 'ord_A',
    marketplace: 'trendyol',
    marketplace_order_id: 'TY-1',
    status: 'created',
    customer: { name: 'Ayşe Yılmaz', phone: null, email: null },
    items: [{ sku: 'SKU-1', title: 'Ürün', quantity: 1, price: 100 }],
    total: 100,
    currency: 'TRY',
    shipping_address: { line1: 'Bağdat Cad. 1', line2: null, city: 'İstanbul', district: 'Kadıköy', postal_code: '34710', country: 'TR' },
    billing_address: { tax_office: null, tax_number: null, line1: null, city: null },
    tracking_number: null,
    cargo_provider: null,
    invoice_id: null,
    created_at: '2026-11-24T07:00:00.000Z',
    updated_at: '2026-11-24T07:00:00.000Z',
    ...extra,
  };
}
