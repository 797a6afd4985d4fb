import { type MiraklOrder, orderStatusOf, refusedSkusOf, toListing, toOrder } from './mirakl-answers';

describe('Mirakl answers', () => {
  it.each([
    ['WAITING_ACCEPTANCE', false, 'created'],
    ['STAGING', false, 'created'],
    ['WAITING_DEBIT', false, 'processing'],
    ['SHIPPING', false, 'processing'],
    ['SHIPPED', false, 'shipped'],
    ['TO_COLLECT', false, 'shipped'],
    ['RECEIVED', false, 'delivered'],
    ['CLOSED', false, 'delivered'],
    ['CLOSED', true, 'returned'],
    ['REFUSED', false, 'cancelled'],
    ['CANCELED', true, 'cancelled'],
    ['A_NEW_STATE', false, 'processing'],
  ])('maps the order state %s (fully refunded: %s) to %s', (state, refunded, status) => {
    expect(orderStatusOf(state, refunded)).toBe(status);
  });

  it('reads an offer as a listing: the shop SKU, the EAN reference, the product SKU OF24 names again', () => {
    const listing = toListing({
      shop_sku: 'KT-1',
      product_sku: 'P-1',
      product_title: 'Matkap',
      product_references: [{ reference: '8690000000011', reference_type: 'EAN' }],
      quantity: 4,
      price: 1999.9,
      active: false,
    });
    expect(listing).toEqual({
      sku: 'KT-1',
      barcode: '8690000000011',
      listing_id: 'P-1',
      title: 'Matkap',
      quantity: 4,
      price: 1999.9,
      status: 'inactive',
    });
  });

  it('reads an order with its lines, customer and Turkish address', () => {
    const order: MiraklOrder = {
      order_id: '100000001',
      order_state: 'SHIPPED',
      fully_refunded: false,
      created_date: '2026-01-02T10:00:00Z',
      last_updated_date: '2026-01-02T11:00:00.000+03:00',
      currency_iso_code: 'TRY',
      total_price: 40,
      customer: {
        firstname: 'Ayşe',
        lastname: 'Yılmaz',
        shipping_address: { street_1: 'Atatürk Cad. 1', city: 'İstanbul', zip_code: '34000', country_iso_code: 'TUR', phone: '5550000000' },
      },
      customer_notification_email: 'ayse@example.com',
      shipping_tracking: 'YT1',
      shipping_carrier_code: 'YURTICI',
      order_lines: [
        {
          order_line_id: '100000001-1',
          order_line_state: 'SHIPPED',
          offer_sku: 'KT-1',
          product_title: 'Matkap',
          quantity: 2,
          price_unit: 20,
        },
      ],
    };
    expect(toOrder(order)).toMatchObject({
      marketplace_order_id: '100000001',
      marketplace_status: 'SHIPPED',
      status: 'shipped',
      customer: { name: 'Ayşe Yılmaz', email: 'ayse@example.com', phone: '5550000000' },
      items: [{ sku: 'KT-1', quantity: 2, price: 20, line_id: '100000001-1' }],
      shipping_address: { line1: 'Atatürk Cad. 1', city: 'İstanbul', postal_code: '34000', country: 'TR' },
      tracking_number: 'YT1',
      cargo_provider: 'YURTICI',
      updated_at: '2026-01-02T08:00:00.000Z',
    });
  });

  it("reads the refused shop SKUs and Mirakl's messages from an error report", () => {
    const report = 'sku;quantity;error-line;error-message\nGONE;1;3;Bu ürün için teklif bulunamadı.\n';
    expect([...refusedSkusOf(report)]).toEqual([['GONE', 'Bu ürün için teklif bulunamadı.']]);
    expect(refusedSkusOf('sku;quantity;error-line;error-message\n').size).toBe(0);
  });
});
