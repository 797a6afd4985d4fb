import { type PazaramaOrder, pazaramaTime, statusOf, toListing, toOrder } from './pazarama-answers';

const ORDER: PazaramaOrder = {
  orderNumber: 235795225,
  orderDate: '2023-01-25 15:22',
  orderStatus: 3,
  customerName: 'Pazarama Sipariş',
  customerEmail: 'pzrmsprs@pazarama.com',
  shipmentAddress: { cityName: 'Kütahya', districtName: 'Merkez', addressDetail: 'Cami sk. NO: 5', phoneNumber: '054243029677' },
  items: [
    {
      orderItemId: '5516bd97-5344-4d22-a346-0f263c0f51ca',
      orderItemStatus: 3,
      quantity: 2,
      salePrice: { value: 1.5 },
      cargo: { companyName: 'PTT', trackingNumber: null },
      product: { code: 'deneroyaldene-1', name: 'Deneme Tişört', vatRate: 18 },
    },
  ],
};

describe('Pazarama answers', () => {
  it.each([
    [3, 'created'],
    [12, 'processing'],
    [18, 'processing'],
    [5, 'shipped'],
    [11, 'delivered'],
    [9, 'delivered'],
    [6, 'cancelled'],
    [13, 'cancelled'],
    [7, 'returned'],
    [10, 'returned'],
    [99, 'processing'],
  ])('maps OrderItemStatus %d to %s', (code, status) => {
    expect(statusOf(code)).toBe(status);
  });

  it('reads the documented example order with its lines’ SKUs, a KDV rate it does not know left out', () => {
    expect(toOrder(ORDER, (code) => (code === 'deneroyaldene-1' ? 'TSH-1' : code))).toMatchObject({
      marketplace_order_id: '235795225',
      marketplace_status: '3',
      status: 'created',
      customer: { name: 'Pazarama Sipariş', email: 'pzrmsprs@pazarama.com', phone: '054243029677' },
      items: [
        { sku: 'TSH-1', title: 'Deneme Tişört', quantity: 2, price: 1.5, line_id: '5516bd97-5344-4d22-a346-0f263c0f51ca', vat_rate: null },
      ],
      total: 3,
      shipping_address: { line1: 'Cami sk. NO: 5', city: 'Kütahya', district: 'Merkez', country: 'TR' },
      tracking_number: null,
      created_at: '2023-01-25T15:22:00.000Z',
    });
  });

  it('reads dates with and without a zone', () => {
    expect(pazaramaTime('2023-01-25 15:22')).toBe('2023-01-25T15:22:00.000Z');
    expect(pazaramaTime('2026-02-27T14:53:40.776+03:00')).toBe('2026-02-27T11:53:40.776Z');
  });

  it('takes the stock code as SKU and a named state as not sellable', () => {
    expect(toListing({ code: '869', stockCode: 'S-1', name: 'Ürün', stockCount: 4, salePrice: 420, status: null })).toEqual({
      sku: 'S-1',
      barcode: '869',
      listing_id: '869',
      title: 'Ürün',
      quantity: 4,
      price: 420,
      status: 'active',
    });
    expect(toListing({ code: '870', stockCode: null, stockCount: 0, status: 'Onay Bekliyor' })).toMatchObject({
      sku: '870',
      status: 'passive',
    });
  });
});
