import { InvoicesAcceptedOfMarketplaceOrder } from '@tezgah/contracts';
import { fakeRpcTransport } from '@tezgah/testing/unit';
import { answer, CTX, fakeTrendyol, packagesPage, refused, shipmentPackage } from '../../../test/trendyol.fakes';
import { OrdersService } from './orders.service';

describe('OrdersService', () => {
  function setUp(config: Parameters<typeof fakeTrendyol>[0] = {}) {
    const trendyol = fakeTrendyol(config);
    const rpc = fakeRpcTransport();
    return { trendyol, rpc, service: new OrdersService(trendyol.sessions, rpc) };
  }
  const change = (fields: Record<string, unknown>) => ({
    order_number: '9001',
    shipment_package_id: 11,
    status: 'Picking' as const,
    lines: [{ line_id: 501, quantity: 2 }],
    ...fields,
  });
  const sentStatuses = (trendyol: ReturnType<typeof fakeTrendyol>) =>
    trendyol.calls('updatePackage').map((call) => (call.body as { status: string; params: object }).status);

  describe('list', () => {
    it("asks for the window newest change first and shows each package in the spec's shape", async () => {
      const { trendyol, service } = setUp();
      trendyol.on('getShipmentPackages', packagesPage(shipmentPackage()));
      const page = await service.list({ start: '2026-03-01T00:00:00Z', end: '2026-03-08T00:00:00Z', page: 2, size: 20 }, CTX);
      expect(trendyol.calls('getShipmentPackages')[0].query).toMatchObject({
        startDate: Date.parse('2026-03-01T00:00:00Z'),
        endDate: Date.parse('2026-03-08T00:00:00Z'),
        page: 2,
        size: 20,
        orderByField: 'PackageLastModifiedDate',
        orderByDirection: 'DESC',
      });
      expect(page).toMatchObject({ page: 0, total_pages: 1, total_elements: 1 });
      expect(page.orders[0]).toEqual({
        order_number: '9001',
        shipment_package_id: 11,
        status: 'Created',
        customer_first_name: 'Ali',
        customer_last_name: 'Kaya',
        customer_id: 77,
        gross_amount: 100,
        total_discount: 10,
        tax_number: null,
        shipping_address: { city: 'Ankara', district: 'Çankaya', address1: 'İnönü Cad. 3', postal_code: '06000' },
        cargo_provider: 'Trendyol Express Marketplace',
        cargo_tracking_number: '7330001',
        lines: [{ line_id: 501, barcode: 'P1', quantity: 2, amount: 45, vat_base_amount: 20 }],
        created_at: '2026-03-01T12:00:00.000Z',
      });
    });

    it('refuses a reversed range and one wider than two weeks without asking Trendyol', async () => {
      const { trendyol, service } = setUp();
      await expect(
        service.list({ start: '2026-03-08T00:00:00Z', end: '2026-03-01T00:00:00Z', page: 0, size: 50 }, CTX),
      ).rejects.toMatchObject({
        code: 'validation.failed',
        details: { start: [expect.objectContaining({ code: 'date_range_reversed' })] },
      });
      await expect(
        service.list({ start: '2026-03-01T00:00:00Z', end: '2026-03-16T00:00:00Z', page: 0, size: 50 }, CTX),
      ).rejects.toMatchObject({
        details: { end: [expect.objectContaining({ code: 'trendyol_date_span' })] },
      });
      expect(trendyol.calls()).toEqual([]);
    });
  });

  describe('changeStatus', () => {
    it('sends each step Trendyol takes in order, Invoiced with the given number, and answers the new status', async () => {
      const { trendyol, service } = setUp();
      trendyol.on('getShipmentPackages', packagesPage(shipmentPackage()));
      trendyol.on('updatePackage', answer(200));
      await expect(service.changeStatus(change({ status: 'Invoiced', invoice_number: 'TZG2026000000001' }), CTX)).resolves.toEqual({
        order_number: '9001',
        shipment_package_id: 11,
        status: 'Invoiced',
      });
      expect(trendyol.calls('updatePackage').map((call) => [call.url, call.body])).toEqual([
        [
          'http://trendyol.test/integration/order/sellers/1001/shipment-packages/11',
          { lines: [{ lineId: 501, quantity: 2 }], params: {}, status: 'Picking' },
        ],
        [
          'http://trendyol.test/integration/order/sellers/1001/shipment-packages/11',
          { lines: [{ lineId: 501, quantity: 2 }], params: { invoiceNumber: 'TZG2026000000001' }, status: 'Invoiced' },
        ],
      ]);
    });

    it("looks the package up by its creation date, the order's number filtering", async () => {
      const { trendyol, service } = setUp();
      trendyol.on('getShipmentPackages', packagesPage(shipmentPackage({ status: 'Picking' })));
      await service.changeStatus(change({ status: 'Picking' }), CTX);
      expect(trendyol.calls('getShipmentPackages')[0].query).toMatchObject({ orderNumber: '9001', orderByField: 'CreatedDate' });
    });

    it("takes Invoiced's number from the order's accepted invoice when none is given, then links that invoice", async () => {
      const { trendyol, rpc, service } = setUp();
      trendyol.on('getShipmentPackages', packagesPage(shipmentPackage({ status: 'Picking' })));
      trendyol.on('updatePackage', answer(200));
      trendyol.on('sendInvoiceLink', answer(201));
      rpc.request.mockResolvedValue({ number: 'TZG2026000000002', pdf_url: 'http://x/f.pdf', issued_at: '2026-03-02T10:00:00Z' });
      await service.changeStatus(change({ status: 'Invoiced' }), CTX);
      expect(rpc.request).toHaveBeenCalledWith(InvoicesAcceptedOfMarketplaceOrder, CTX, {
        marketplace: 'trendyol',
        marketplace_order_id: '9001',
      });
      expect(trendyol.calls('updatePackage').map((call) => call.body)).toEqual([
        expect.objectContaining({ params: { invoiceNumber: 'TZG2026000000002' }, status: 'Invoiced' }),
      ]);
      expect(trendyol.calls('sendInvoiceLink')[0].body).toMatchObject({ shipmentPackageId: 11, invoiceNumber: 'TZG2026000000002' });
    });

    it('refuses Invoiced when the order has no accepted invoice, before any write', async () => {
      const { trendyol, service } = setUp();
      trendyol.on('getShipmentPackages', packagesPage(shipmentPackage()));
      await expect(service.changeStatus(change({ status: 'Invoiced' }), CTX)).rejects.toMatchObject({
        code: 'business.invalid',
        details: { invoice_number: [expect.objectContaining({ code: 'trendyol_invoice_not_issued' })] },
      });
      expect(trendyol.calls('updatePackage')).toEqual([]);
    });

    it('refuses a backward move naming the moves allowed', async () => {
      const { trendyol, service } = setUp();
      trendyol.on('getShipmentPackages', packagesPage(shipmentPackage({ status: 'Invoiced' })));
      await expect(service.changeStatus(change({ status: 'Picking' }), CTX)).rejects.toMatchObject({
        code: 'business.invalid',
        details: { from: 'Invoiced', to: 'Picking', allowed: ['Shipped'] },
      });
    });

    it("refuses Shipped under Trendyol's contract, and feeds the own carrier's tracking number otherwise", async () => {
      const contracted = setUp();
      contracted.trendyol.on('getShipmentPackages', packagesPage(shipmentPackage({ status: 'Picking' })));
      await expect(contracted.service.changeStatus(change({ status: 'Shipped', tracking_number: 'YK1' }), CTX)).rejects.toMatchObject({
        details: { status: [expect.objectContaining({ code: 'trendyol_shipped_by_carrier' })] },
      });
      const own = setUp({ cargo_provider: 'OWN_CONTRACT' });
      own.trendyol.on('getShipmentPackages', packagesPage(shipmentPackage({ status: 'Picking' })));
      own.trendyol.on('updateTrackingNumber', answer(200));
      await own.service.changeStatus(change({ status: 'Shipped', tracking_number: '725123' }), CTX);
      // No invoice number: Invoiced is skipped, the carrier's number is enough.
      expect(sentStatuses(own.trendyol)).toEqual([]);
      expect(own.trendyol.calls('updateTrackingNumber')[0].body).toEqual({ trackingNumber: '725123' });
    });

    it('cancels a Created package as stock out, and refuses to cancel one further on', async () => {
      const { trendyol, service } = setUp();
      trendyol.on('getShipmentPackages', packagesPage(shipmentPackage()), packagesPage(shipmentPackage({ status: 'Picking' })));
      trendyol.on('cancelPackageItems', answer(200));
      await service.changeStatus(change({ status: 'Cancelled' }), CTX);
      expect(trendyol.calls('cancelPackageItems')[0]).toMatchObject({
        method: 'PUT',
        url: 'http://trendyol.test/integration/order/sellers/1001/shipment-packages/11/items/unsupplied',
        body: { lines: [{ lineId: 501, quantity: 2 }], reasonId: 500 },
        retries: 0,
      });
      await expect(service.changeStatus(change({ status: 'Cancelled' }), CTX)).rejects.toMatchObject({
        details: { from: 'Picking', to: 'Cancelled', allowed: ['Invoiced', 'Shipped'] },
      });
    });

    it("answers a package or line not in the order as 422, an unknown order as 404, and Trendyol's 400 in its words", async () => {
      const { trendyol, service } = setUp();
      trendyol.on('getShipmentPackages', packagesPage(shipmentPackage()));
      await expect(service.changeStatus(change({ shipment_package_id: 12 }), CTX)).rejects.toMatchObject({
        details: { shipment_package_id: [expect.objectContaining({ code: 'trendyol_package_not_in_order' })] },
      });
      await expect(service.changeStatus(change({ lines: [{ line_id: 501, quantity: 3 }] }), CTX)).rejects.toMatchObject({
        details: { lines: [expect.objectContaining({ code: 'trendyol_line_not_in_package' })] },
      });
      trendyol.on('updatePackage', refused('Paket güncellenemez'));
      await expect(service.changeStatus(change({}), CTX)).rejects.toMatchObject({
        code: 'business.invalid',
        details: { status: [expect.objectContaining({ message: expect.stringContaining('Paket güncellenemez') })] },
      });
      trendyol.on('getShipmentPackages', packagesPage());
      const before = trendyol.calls('getShipmentPackages').length;
      await expect(service.changeStatus(change({}), CTX)).rejects.toMatchObject({ code: 'resource.not_found' });
      // Every two-week window of the three months Trendyol answers for was searched.
      expect(trendyol.calls('getShipmentPackages').length - before).toBe(6);
    });
  });
});
