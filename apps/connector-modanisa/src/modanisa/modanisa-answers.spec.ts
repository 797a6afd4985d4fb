import { type ModanisaOrder, statusOf, toListings, toOrder } from './modanisa-answers';

const line = (status: string, id = '1') => ({
  productName: 'Tunik',
  productId: 'TUNIK-01',
  variantId: 'V1',
  modanisaOrderProductId: id,
  price: 48.5,
  quantity: 2,
  barcode: '8690000000101',
  currency: 'TRY',
  status,
});
const order = (statuses: string[], paymentStatus = 'approved'): ModanisaOrder => ({
  orderId: '612348912365',
  paymentStatus,
  date: '2020-08-12 16:03:43',
  cargoLabel: null,
  shipmentInfo: {
    fullName: 'Ayşe Yılmaz',
    address: 'Eyalet sk. 15',
    district: 'Kartal',
    city: 'İstanbul',
    zip: '34340',
    phoneNumber: '+905440000000',
    countryCod: 'TR',
  },
  products: statuses.map((status, index) => line(status, String(index + 1))),
});

describe('Modanisa answers', () => {
  it.each([
    [['Pending'], 'approved', 'created'],
    [['Pending'], 'pending', 'created'],
    [['Pending'], 'rejected', 'cancelled'],
    [['Cancelled'], 'approved', 'cancelled'],
    [['Missing', 'Cancelled'], 'approved', 'cancelled'],
    [['Missing', 'Pending'], 'approved', 'created'],
    [['Shipped', 'Pending'], 'approved', 'shipped'],
    [['Delivered', 'Missing'], 'approved', 'delivered'],
    [['Delivered', 'Shipped'], 'approved', 'shipped'],
    [['Returned', 'Delivered'], 'approved', 'returned'],
    [['Bilinmeyen'], 'approved', 'processing'],
  ])('reads lines %j with payment %s as %s', (statuses, payment, status) => {
    expect(statusOf(order(statuses, payment))).toBe(status);
  });

  it('maps an order with its lines, address and Turkey-time date', () => {
    expect(toOrder(order(['Pending', 'Missing']))).toMatchObject({
      marketplace_order_id: '612348912365',
      marketplace_status: 'Pending,Missing',
      status: 'created',
      customer: { name: 'Ayşe Yılmaz', phone: '+905440000000' },
      items: [
        { sku: 'TUNIK-01', quantity: 2, price: 48.5, line_id: '1' },
        { sku: 'TUNIK-01', line_id: '2' },
      ],
      total: 194,
      currency: 'TRY',
      shipping_address: { city: 'İstanbul', district: 'Kartal', postal_code: '34340', country: 'TR' },
      tracking_assigned_by_marketplace: false,
      created_at: '2020-08-12T13:03:43.000Z',
      updated_at: '2020-08-12T13:03:43.000Z',
    });
  });

  it('lists one listing per variant, none of a product Modanisa refused', () => {
    const variants = [{ variant_id: '70000100', barcode: '8690000000101', stock_code: 'TUNIK-01-38', quantity: 4, price: 499.9 }];
    expect(toListings({ product_id: 'TUNIK-01', status: 'CREATE_PRODUCT_SUCCESS', variants })).toEqual([
      {
        sku: 'TUNIK-01-38',
        barcode: '8690000000101',
        listing_id: '70000100',
        title: 'TUNIK-01',
        quantity: 4,
        price: 499.9,
        status: 'active',
      },
    ]);
    expect(toListings({ product_id: 'TUNIK-02', status: 'CREATE_PRODUCT_ERROR', variants })).toEqual([]);
  });
});
