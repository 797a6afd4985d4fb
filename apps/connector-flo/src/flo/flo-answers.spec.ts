import { type FloPackage, ordersAnswer, statusOf, toOrder } from './flo-answers';

/** A package in the fields of FLO's documented example. */
function floPackage(overrides: Partial<Record<string, unknown>> = {}, lineStatus = 'ReadyToShip'): FloPackage {
  return ordersAnswer.parse({
    page: 1,
    totalPages: 1,
    content: [
      {
        id: 1,
        orderNumber: '20072017161903-1903',
        shipmentPackageStatus: 'Created',
        orderDate: '1595254616',
        packageHistories: [{ createdDate: 1595254644, status: 'Created' }],
        customerFirstName: 'Flo',
        customerLastName: 'Ayakkabi',
        customerEmail: 'flo@flo.com.tr',
        taxNumber: '99999999999',
        shipmentAddress: [
          {
            address1: 'address1',
            address2: '',
            city: 'Istanbul',
            district: 'Beşiktaş',
            postalCode: '34000',
            countryCode: 'TR',
            phone: '+905',
          },
        ],
        invoiceAddress: [{ address1: 'fatura', city: 'Istanbul' }],
        cargoTrackingNumber: 'test-trc',
        cargoProviderName: 'Flo Kargo',
        currencyCode: 'TRY',
        lines: [
          {
            id: 1234,
            quantity: 2,
            merchantSku: 'test-sku',
            barcode: 'testBarcode',
            productName: 'ayakkabı',
            price: '149.90',
            orderLineItemStatusName: lineStatus,
          },
        ],
        ...overrides,
      },
    ],
  }).content[0];
}

describe('FLO’s packages as our orders', () => {
  it.each([
    ['Created', 'created'],
    ['Picking', 'processing'],
    ['Invoiced', 'processing'],
    ['Shipped', 'shipped'],
    ['Delivered', 'delivered'],
    ['Cancelled', 'cancelled'],
    ['Repack', 'processing'],
  ])('maps package status %s to %s', (status, ours) => {
    expect(statusOf(floPackage({ shipmentPackageStatus: status }))).toBe(ours);
  });

  it('leaves an Awaiting package out: its payment is not confirmed', () => {
    expect(toOrder(floPackage({ shipmentPackageStatus: 'Awaiting' }))).toBeNull();
  });

  it('reads a return or a cancellation from the lines when every line has one', () => {
    expect(statusOf(floPackage({ shipmentPackageStatus: 'Delivered' }, 'RefundReturned'))).toBe('returned');
    expect(statusOf(floPackage({ shipmentPackageStatus: 'Created' }, 'UnSupplied'))).toBe('cancelled');
    expect(statusOf(floPackage({ shipmentPackageStatus: 'Delivered' }, 'WaitingRefund'))).toBe('delivered');
  });

  it('maps the documented example: amounts from strings, unix seconds to dates, FLO’s carrier label as assigned tracking', () => {
    expect(toOrder(floPackage())).toEqual({
      marketplace_order_id: '20072017161903-1903',
      marketplace_status: 'Created',
      status: 'created',
      customer: { name: 'Flo Ayakkabi', email: 'flo@flo.com.tr', phone: '+905' },
      items: [{ sku: 'test-sku', title: 'ayakkabı', quantity: 2, price: 149.9, line_id: '1234' }],
      total: 299.8,
      currency: 'TRY',
      shipping_address: { line1: 'address1', line2: null, city: 'Istanbul', district: 'Beşiktaş', postal_code: '34000', country: 'TR' },
      billing_address: { tax_office: null, tax_number: '99999999999', line1: 'fatura', city: 'Istanbul' },
      tracking_number: 'test-trc',
      cargo_provider: 'Flo Kargo',
      tracking_assigned_by_marketplace: true,
      created_at: new Date(1595254616_000).toISOString(),
      updated_at: new Date(1595254644_000).toISOString(),
    });
  });
});
