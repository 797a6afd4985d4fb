import { type CsOrderItem, orderStatusOf, toListing, toOrders } from './ciceksepeti-answers';

const item = (overrides: Partial<CsOrderItem>): CsOrderItem => ({
  orderId: '100000001',
  orderItemId: 10000000101,
  orderCreateDate: '2026-11-20T09:00:00.000Z',
  orderModifyDate: '2026-11-20T09:00:00.000Z',
  orderItemStatusId: 1,
  orderProductStatus: 'Yeni',
  code: 'GUL-1',
  name: 'Gül buketi',
  quantity: 2,
  itemPrice: 450,
  totalPrice: 900,
  currency: 'TRY',
  senderName: 'Ayşe Yılmaz',
  senderPhone: '5550000000',
  senderEmail: null,
  receiverAddress: 'Atatürk Cad. 1',
  receiverCity: 'İstanbul',
  receiverDistrict: 'Kadıköy',
  zipCode: '34710',
  receiverCountryCode: 'TR',
  cargoCompany: null,
  cargoNumber: null,
  ...overrides,
});

describe('Çiçeksepeti answers', () => {
  it.each([
    [1, 'created'],
    [2, 'processing'],
    [11, 'processing'],
    [5, 'shipped'],
    [3, 'shipped'],
    [7, 'delivered'],
    [6, 'cancelled'],
    [20, 'returned'],
    [23, 'returned'],
    [18, 'returned'],
    [99, 'processing'],
  ])('maps status id %i to %s', (id, status) => {
    expect(orderStatusOf(id)).toBe(status);
  });

  it('gathers the items of one orderId into one order, at its least advanced item, changed at its newest', () => {
    const [order] = toOrders([
      item({ orderItemStatusId: 5, orderProductStatus: 'Kargoya Verildi', cargoNumber: 'YK1' }),
      item({
        orderItemId: 10000000102,
        code: 'VAZO',
        itemPrice: 100,
        totalPrice: 100,
        quantity: 1,
        orderItemStatusId: 11,
        orderProductStatus: 'Kargoya Verilecek',
        orderModifyDate: '2026-11-21T10:00:00.000Z',
      }),
    ]);
    expect(order).toMatchObject({
      marketplace_order_id: '100000001',
      marketplace_status: 'Kargoya Verilecek',
      status: 'processing',
      total: 1000,
      currency: 'TRY',
      items: [
        { sku: 'GUL-1', quantity: 2, price: 450, line_id: '10000000101' },
        { sku: 'VAZO', quantity: 1, price: 100, line_id: '10000000102' },
      ],
      shipping_address: { city: 'İstanbul', district: 'Kadıköy', country: 'TR' },
      updated_at: '2026-11-21T10:00:00.000Z',
    });
  });

  it('keeps orders apart and in the order their first items came', () => {
    const orders = toOrders([item({ orderId: '2' }), item({ orderId: '1' }), item({ orderId: '2', orderItemId: 3 })]);
    expect(orders.map((o) => [o.marketplace_order_id, o.items.length])).toEqual([
      ['2', 2],
      ['1', 1],
    ]);
  });

  it('reads a passive product with its own status word', () => {
    const base = { productName: 'Gül', productCode: 'CS1', stockCode: 'GUL-1', barcode: null, StockQuantity: 3, SalesPrice: 450 };
    expect(toListing({ ...base, isActive: true, productStatusType: 'YAYINDA' })).toMatchObject({
      status: 'active',
      listing_id: 'CS1',
      quantity: 3,
    });
    expect(toListing({ ...base, isActive: false, productStatusType: 'PASIF' }).status).toBe('PASIF');
  });
});
