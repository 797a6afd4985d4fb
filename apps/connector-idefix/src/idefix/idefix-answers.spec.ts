import { type IdefixShipment, statusOf, toListing, toOrder } from './idefix-answers';
import { idefixDate } from './idefix-dates';

const SHIPMENT: IdefixShipment = {
  id: '7001',
  orderNumber: 'IDE64525bcc2d1c6',
  status: 'shipment_in_cargo',
  createdAt: '2023-05-03T16:04:12+03:00',
  lastUpdatedAt: '2023-05-04T10:00:00+03:00',
  customerName: 'Derya Kaya',
  cargoTrackingNumber: 'CLMY241',
  cargoCompanyName: 'Yurtiçi Kargo',
  shippingAddress: { address: 'Bağdat Cd. 1', city: 'İstanbul', county: 'Kadıköy', postalCode: '34710' },
  items: [{ id: '70011', barcode: '9786057903372', vendorStockCode: 'KITAP-1', productName: 'Tezus', quantity: 2, price: 10.05 }],
};

describe('Idefix answers', () => {
  it('maps shipment statuses to ours, an unknown word to processing', () => {
    expect(['created', 'shipment_approved'].map(statusOf)).toEqual(['created', 'created']);
    expect(['shipment_ready', 'shipment_picking', 'shipment_invoiced', 'shipment_split'].map(statusOf)).toEqual(
      Array(4).fill('processing'),
    );
    expect(statusOf('shipment_in_cargo')).toBe('shipped');
    expect(statusOf('shipment_delivered')).toBe('delivered');
    expect(['shipment_cancelled', 'shipment_unsupplied'].map(statusOf)).toEqual(['cancelled', 'cancelled']);
    expect(statusOf('shipment_undeliver')).toBe('returned');
    expect(statusOf('yeni_bir_durum')).toBe('processing');
  });

  it('reads a shipment as our order, keyed by the order number', () => {
    expect(toOrder(SHIPMENT, null)).toMatchObject({
      marketplace_order_id: 'IDE64525bcc2d1c6',
      marketplace_status: 'shipment_in_cargo',
      status: 'shipped',
      customer: { name: 'Derya Kaya' },
      items: [{ sku: 'KITAP-1', quantity: 2, price: 10.05, line_id: '70011' }],
      total: 20.1,
      shipping_address: { city: 'İstanbul', district: 'Kadıköy' },
      tracking_number: 'CLMY241',
      tracking_assigned_by_marketplace: true,
      created_at: '2023-05-03T13:04:12.000Z',
      updated_at: '2023-05-04T07:00:00.000Z',
    });
  });

  it('reads an order a return claim names as returned, changed no earlier than the claim', () => {
    expect(toOrder({ ...SHIPMENT, status: 'shipment_delivered' }, '2023-05-17T18:56:29+03:00')).toMatchObject({
      status: 'returned',
      marketplace_status: 'claim',
      updated_at: '2023-05-17T15:56:29.000Z',
    });
  });

  it('reads a matched pool product as an active listing, any other pool state as not on sale', () => {
    const product = { barcode: '8879615313500', vendorStockCode: 'FHY77YSL', inventoryQuantity: 52, price: 149, reference: '528' };
    expect(toListing({ ...product, status: 'matched' })).toEqual({
      sku: 'FHY77YSL',
      barcode: '8879615313500',
      listing_id: '528',
      title: null,
      quantity: 52,
      price: 149,
      status: 'active',
    });
    expect(toListing({ ...product, status: 'not_matched' }).status).toBe('not_matched');
  });

  it('writes query dates as yyyy/MM/dd HH:mm:ss in Istanbul time', () => {
    expect(idefixDate(Date.parse('2022-09-30T20:59:59.400Z'))).toBe('2022/09/30 23:59:59');
  });
});
