import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Simulator } from '../core/simulator';
import { simulatorApp, sleep, TEST_SETTINGS } from '../testing/simulator-test-app';
import { trendyolSimulator } from './index';

const SELLER = '4321';
const BATCH_MS = 80;
const AUTH = `Basic ${Buffer.from('key:secret').toString('base64')}`;
const HEADERS = { authorization: AUTH, 'user-agent': `${SELLER} - Tezgah` };
const api = (path: string) => `/trendyol/integration${path}`;

describe('Trendyol simulator', () => {
  let app: FastifyInstance;
  let simulator: Simulator;

  beforeAll(async () => {
    simulator = trendyolSimulator({ ...TEST_SETTINGS, batchCompleteMs: BATCH_MS }) as Simulator;
    app = await simulatorApp([simulator]);
  });
  afterAll(() => app.close());
  beforeEach(() => simulator.reset());

  const call = async (options: InjectOptions) => {
    const response = await app.inject({ ...options, headers: { ...HEADERS, ...options.headers } });
    // Trendyol answers some updates (201, 200) with an empty body.
    return { status: response.statusCode, body: response.body ? response.json() : undefined };
  };
  const listSeller = (items: Array<Record<string, unknown>>) =>
    call({ method: 'POST', url: '/control/trendyol/listings', payload: { supplier_id: SELLER, items } });
  const listing = (barcode: string, quantity = 10) => ({
    barcode,
    stock_code: `SKU-${barcode}`,
    title: `Ürün ${barcode}`,
    quantity,
    sale_price: 90,
    list_price: 100,
  });
  const controlListings = async () => (await call({ method: 'GET', url: `/control/trendyol/listings?seller=${SELLER}` })).body.items;

  describe('the gateway', () => {
    it('refuses a request without a User-Agent with 403', async () => {
      const response = await app.inject({
        method: 'GET',
        url: api(`/product/sellers/${SELLER}/products`),
        headers: { authorization: AUTH },
      });
      expect(response.statusCode).toBe(403);
    });

    it('refuses the api key "invalid" with 401 ClientApiAuthenticationException', async () => {
      const authorization = `Basic ${Buffer.from('invalid:secret').toString('base64')}`;
      const { status, body } = await call({ method: 'GET', url: api(`/product/sellers/${SELLER}/products`), headers: { authorization } });
      expect(status).toBe(401);
      expect(body.exception).toBe('ClientApiAuthenticationException');
    });

    it('answers 429 too.many.requests to the 51st request to one endpoint within 10 s, other endpoints unaffected', async () => {
      const url = api(`/product/sellers/${SELLER}/products`);
      for (let i = 0; i < 50; i++) expect((await call({ method: 'GET', url })).status).toBe(200);
      const refused = await call({ method: 'GET', url });
      expect(refused.status).toBe(429);
      expect(refused.body.errors[0].key).toBe('too.many.requests');
      expect((await call({ method: 'GET', url: api(`/order/sellers/${SELLER}/orders`) })).status).toBe(200);
    });
  });

  describe('price and inventory', () => {
    const url = api(`/inventory/sellers/${SELLER}/products/price-and-inventory`);

    it('refuses more than 1000 items with 400', async () => {
      const items = Array.from({ length: 1001 }, (_, i) => ({ barcode: `B${i}`, quantity: 1 }));
      expect((await call({ method: 'POST', url, payload: { items } })).status).toBe(400);
    });

    it('answers a batch id at once, completes it after batchCompleteMs, fails unknown barcodes and updates the others', async () => {
      await listSeller([listing('B1')]);
      const accepted = await call({
        method: 'POST',
        url,
        payload: {
          items: [
            { barcode: 'B1', quantity: 3, salePrice: 80, listPrice: 100 },
            { barcode: 'NOPE', quantity: 1 },
          ],
        },
      });
      expect(accepted.status).toBe(200);
      const batchUrl = api(`/product/sellers/${SELLER}/products/batch-requests/${accepted.body.batchRequestId}`);
      // A price/stock batch has no batch status (the docs: read each item's); its items keep one shape throughout.
      const inProgress = (await call({ method: 'GET', url: batchUrl })).body;
      expect(inProgress).not.toHaveProperty('status');
      expect(inProgress.items[0].requestItem).toEqual({
        updateRequestDate: expect.any(String),
        barcode: 'B1',
        quantity: 3,
        salePrice: 80,
        listPrice: 100,
      });
      expect((await controlListings())[0].quantity).toBe(10);

      await sleep(BATCH_MS + 20);
      const batch = (await call({ method: 'GET', url: batchUrl })).body;
      expect(batch).toMatchObject({ batchRequestType: 'ProductInventoryUpdate', itemCount: 2, failedItemCount: 1 });
      expect(batch.items[0].requestItem).toEqual(inProgress.items[0].requestItem);
      expect(batch.items.map((item: { status: string }) => item.status)).toEqual(['SUCCESS', 'FAILED']);
      expect(batch.items[0].requestItem).toMatchObject({ barcode: 'B1', quantity: 3 });
      expect(batch.items[1].failureReasons).toHaveLength(1);
      expect((await controlListings())[0]).toMatchObject({ barcode: 'B1', quantity: 3, salePrice: 80, listPrice: 100 });
    });

    it('refuses an identical payload within 15 minutes with the real message, but not a changed one', async () => {
      await listSeller([listing('B1')]);
      const payload = { items: [{ barcode: 'B1', quantity: 4 }] };
      expect((await call({ method: 'POST', url, payload })).status).toBe(200);
      const repeated = await call({ method: 'POST', url, payload });
      expect(repeated.status).toBe(400);
      expect(repeated.body.errors[0].message).toBe('15 dakika boyunca aynı isteği tekrarlı olarak atamazsınız!');
      expect((await call({ method: 'POST', url, payload: { items: [{ barcode: 'B1', quantity: 5 }] } })).status).toBe(200);
    });
  });

  describe('product create', () => {
    const url = api(`/product/sellers/${SELLER}/products`);
    const product = (barcode: string, overrides: Record<string, unknown> = {}) => ({
      barcode,
      title: 'Pamuklu Elbise',
      productMainId: 'ELB-1',
      brandId: 1791,
      categoryId: 411,
      quantity: 5,
      stockCode: `STK-${barcode}`,
      dimensionalWeight: 2,
      description: 'Açıklama',
      currencyType: 'TRY',
      listPrice: 250,
      salePrice: 200,
      vatRate: 20,
      cargoCompanyId: 17,
      images: [{ url: 'https://img.example/1.jpg' }],
      attributes: [
        { attributeId: 47, customAttributeValue: 'Kırmızı' },
        { attributeId: 338, attributeValueId: 6981 },
      ],
      ...overrides,
    });

    it('refuses a vatRate outside 0, 1, 10, 20 with 400', async () => {
      expect((await call({ method: 'POST', url, payload: { items: [product('P1', { vatRate: 18 })] } })).status).toBe(400);
    });

    it('judges each item in a ProductV2OnBoarding batch and creates the accepted ones unapproved', async () => {
      const items = [
        product('P1'),
        product('P1'),
        product('P2', { categoryId: 999 }),
        product('P3', { listPrice: 100, salePrice: 150 }),
        product('P4', { cargoCompanyId: 99 }),
        product('P5', { title: 'x'.repeat(101) }),
        product('P6', { attributes: [{ attributeId: 47, customAttributeValue: 'Mavi' }] }),
      ];
      const { body } = await call({ method: 'POST', url, payload: { items } });
      await sleep(BATCH_MS + 20);
      const batch = (await call({ method: 'GET', url: `${url}/batch-requests/${body.batchRequestId}` })).body;
      expect(batch).toMatchObject({ status: 'COMPLETED', batchRequestType: 'ProductV2OnBoarding', failedItemCount: 6 });
      expect(batch.items[0].status).toBe('SUCCESS');
      expect(batch.items[1].failureReasons[0]).toMatch(/^DUPLICATE_BARCODE/);
      expect(batch.items.slice(2).every((item: { status: string }) => item.status === 'FAILED')).toBe(true);

      const filtered = (await call({ method: 'GET', url: `${url}?barcode=P1` })).body;
      expect(filtered.content).toHaveLength(1);
      expect(filtered.content[0]).toMatchObject({ barcode: 'P1', stockCode: 'STK-P1', approved: false, categoryName: 'Elbise' });
    });

    it('serves the attributes of the three leaf categories and 404 for others', async () => {
      const { status, body } = await call({ method: 'GET', url: api('/product/product-categories/2121/attributes') });
      expect(status).toBe(200);
      expect(body.name).toBe('Telefon Kılıfı');
      expect((await call({ method: 'GET', url: api('/product/product-categories/5/attributes') })).status).toBe(404);
    });

    it('lists values for every attribute of every leaf, so an item of value ids alone passes; custom values stay where allowed', async () => {
      for (const category of [411, 1040, 2121]) {
        const { body } = await call({ method: 'GET', url: api(`/product/product-categories/${category}/attributes`) });
        const attributes = body.categoryAttributes as Array<{ attribute: { name: string }; attributeValues: unknown[] }>;
        expect(attributes.filter((attribute) => !attribute.attributeValues.length).map((a) => `${category} ${a.attribute.name}`)).toEqual(
          [],
        );
      }
      const byValueIds = product('V1', {
        attributes: [
          { attributeId: 47, attributeValueId: 1004 },
          { attributeId: 338, attributeValueId: 6981 },
        ],
      });
      const { body } = await call({ method: 'POST', url, payload: { items: [byValueIds, product('V2')] } });
      await sleep(BATCH_MS + 20);
      const batch = (await call({ method: 'GET', url: `${url}/batch-requests/${body.batchRequestId}` })).body;
      expect(batch.items.map((item: { status: string }) => item.status)).toEqual(['SUCCESS', 'SUCCESS']);
    });
  });

  it('pages and filters products with the page envelope', async () => {
    await listSeller([listing('A1'), listing('A2'), listing('A3'), { ...listing('A4'), approved: false }]);
    const first = (await call({ method: 'GET', url: api(`/product/sellers/${SELLER}/products?page=0&size=2&approved=true`) })).body;
    expect(first).toMatchObject({ totalElements: 3, totalPages: 2, page: 0, size: 2 });
    expect(first.content.map((c: { barcode: string }) => c.barcode)).toEqual(['A1', 'A2']);
    const second = (await call({ method: 'GET', url: api(`/product/sellers/${SELLER}/products?page=1&size=2&approved=true`) })).body;
    expect(second.content.map((c: { barcode: string }) => c.barcode)).toEqual(['A3']);
    expect((await call({ method: 'GET', url: api(`/product/sellers/${SELLER}/products?size=abc`) })).status).toBe(400);
  });

  describe('orders', () => {
    const ordersUrl = api(`/order/sellers/${SELLER}/orders`);
    const order = (barcode: string, quantity: number) => ({
      supplier_id: SELLER,
      lines: [{ barcode, merchant_sku: `SKU-${barcode}`, product_name: 'Ürün', quantity, amount: 45.5 }],
      customer: { first_name: 'Ayşe', last_name: 'Yılmaz', email: 'ayse@example.com', phone: '05550000000' },
      shipping_address: { address1: 'Cumhuriyet Cad. 1', city: 'İstanbul', district: 'Şişli', postal_code: '34380', country_code: 'TR' },
    });

    it('creates a Created package from a control order, takes the stock, and lists it with the documented fields', async () => {
      await listSeller([listing('O1', 10)]);
      const created = await call({ method: 'POST', url: '/control/trendyol/orders', payload: order('O1', 2) });
      expect(created.status).toBe(201);
      const { order_number, shipment_package_id } = created.body.order;
      const page = (await call({ method: 'GET', url: `${ordersUrl}?orderByField=PackageLastModifiedDate&orderByDirection=ASC` })).body;
      expect(page).toMatchObject({ totalElements: 1, page: 0 });
      expect(page.content[0]).toMatchObject({
        id: shipment_package_id,
        orderNumber: order_number,
        status: 'Created',
        customerFirstName: 'Ayşe',
        grossAmount: 91,
        totalPrice: 91,
        shipmentAddress: { address1: 'Cumhuriyet Cad. 1', city: 'İstanbul', countryCode: 'TR' },
        lines: [{ barcode: 'O1', merchantSku: 'SKU-O1', quantity: 2, amount: 45.5, price: 45.5 }],
      });
      expect((await controlListings())[0].quantity).toBe(8);
    });

    it('refuses an order for more than the stock or an unlisted barcode', async () => {
      await listSeller([listing('O1', 1)]);
      expect((await call({ method: 'POST', url: '/control/trendyol/orders', payload: order('O1', 2) })).status).toBe(409);
      expect((await call({ method: 'POST', url: '/control/trendyol/orders', payload: order('ZZ', 1) })).status).toBe(400);
    });

    it('refuses a date span over two weeks with 400', async () => {
      const now = Date.now();
      const url = `${ordersUrl}?startDate=${now - 15 * 86_400_000}&endDate=${now}`;
      expect((await call({ method: 'GET', url })).status).toBe(400);
    });

    it('cancels (stock back) and returns packages, moving their lastModifiedDate', async () => {
      await listSeller([listing('O1', 10), listing('O2', 10)]);
      const cancelled = (await call({ method: 'POST', url: '/control/trendyol/orders', payload: order('O1', 3) })).body.order;
      const returned = (await call({ method: 'POST', url: '/control/trendyol/orders', payload: order('O2', 1) })).body.order;
      const before = (await call({ method: 'GET', url: ordersUrl })).body.content;
      await sleep(5);
      expect(
        (await call({ method: 'POST', url: `/control/trendyol/orders/${cancelled.order_number}/cancel`, payload: { reason: 'müşteri' } }))
          .status,
      ).toBe(200);
      expect(
        (await call({ method: 'POST', url: `/control/trendyol/orders/${returned.order_number}/return`, payload: { reason: 'beden' } }))
          .status,
      ).toBe(200);
      expect((await call({ method: 'POST', url: `/control/trendyol/orders/${cancelled.order_number}/return`, payload: {} })).status).toBe(
        409,
      );

      const after = (await call({ method: 'GET', url: `${ordersUrl}?status=Cancelled,Returned&orderByDirection=ASC` })).body.content;
      expect(after.map((p: { status: string }) => p.status)).toEqual(['Cancelled', 'Returned']);
      const lastModified = (orderNumber: string, list: Array<{ orderNumber: string; lastModifiedDate: number }>) =>
        list.find((p) => p.orderNumber === orderNumber)!.lastModifiedDate;
      expect(lastModified(cancelled.order_number, after)).toBeGreaterThan(lastModified(cancelled.order_number, before));
      expect((await controlListings()).find((l: { barcode: string }) => l.barcode === 'O1').quantity).toBe(10);
    });

    it('stores claims and questions and answers their ids', async () => {
      await listSeller([listing('O1', 10)]);
      const { order_number } = (await call({ method: 'POST', url: '/control/trendyol/orders', payload: order('O1', 1) })).body.order;
      const claim = await call({
        method: 'POST',
        url: '/control/trendyol/claims',
        payload: { order_number, reason: 'Kusurlu', customer_note: 'Yırtık' },
      });
      expect(claim.status).toBe(201);
      expect(claim.body.claim_id).toMatch(/^[0-9a-f-]{36}$/);
      const question = await call({
        method: 'POST',
        url: '/control/trendyol/questions',
        payload: { barcode: 'O1', text: 'Beden tablosu?' },
      });
      expect(question.status).toBe(201);
      expect(typeof question.body.question_id).toBe('number');
      expect((await call({ method: 'POST', url: '/control/trendyol/claims', payload: { order_number: '1', reason: 'x' } })).status).toBe(
        404,
      );
    });
  });

  describe('invoice links', () => {
    const order = {
      supplier_id: SELLER,
      lines: [{ barcode: 'F1', quantity: 1, amount: 100 }],
      customer: { first_name: 'Ayşe', last_name: 'Yılmaz' },
      shipping_address: { address1: 'Cumhuriyet Cad. 1', city: 'İstanbul', district: 'Şişli', postal_code: '34380', country_code: 'TR' },
    };
    const newPackage = async (): Promise<number> => {
      await listSeller([listing('F1', 10)]);
      return (await call({ method: 'POST', url: '/control/trendyol/orders', payload: order })).body.order.shipment_package_id;
    };
    const link = (shipmentPackageId: number, overrides: Record<string, unknown> = {}) => ({
      invoiceLink: `https://tezgah.example/v1/documents/${shipmentPackageId}`,
      shipmentPackageId,
      invoiceDateTime: 1772359200000,
      invoiceNumber: 'TZG2026000000001',
      ...overrides,
    });
    const send = (payload: object, seller = SELLER) =>
      call({
        method: 'POST',
        url: api(`/sellers/${seller}/seller-invoice-links`),
        payload,
        headers: { 'user-agent': `${seller} - Tezgah` },
      });

    it('takes a link with 201 and shows it on the package', async () => {
      const id = await newPackage();
      expect((await send(link(id))).status).toBe(201);
      const page = (await call({ method: 'GET', url: api(`/order/sellers/${SELLER}/orders`) })).body;
      expect(page.content[0]).toMatchObject({ id, invoiceLink: `https://tezgah.example/v1/documents/${id}` });
    });

    it.each([
      ['a number of 8 characters', { invoiceNumber: 'FRY12345' }],
      ['a number whose last 13 are not digits', { invoiceNumber: 'FRY123456789012A' }],
      ['a date of 11 digits', { invoiceDateTime: 17723592000 }],
      ['a date of 0', { invoiceDateTime: 0 }],
      ['a link that is no URL', { invoiceLink: 'fatura.pdf' }],
    ])('refuses %s with 400', async (_case, overrides) => {
      const id = await newPackage();
      const refused = await send(link(id, overrides));
      expect(refused.status).toBe(400);
      expect(refused.body.errors[0].key).toBe('invalid.request');
    });

    it('takes a number of 3 alphanumerics and 13 digits in any mix, and a date in seconds', async () => {
      const first = await newPackage();
      const second = await newPackage();
      expect((await send(link(first, { invoiceNumber: '1RY1234567890123', invoiceDateTime: 1772359200 }))).status).toBe(201);
      expect((await send(link(second, { invoiceNumber: 'F231234567890123' }))).status).toBe(201);
    });

    it('deletes a package’s link (202) for the right customer, so another can be sent', async () => {
      const id = await newPackage();
      expect((await send(link(id))).status).toBe(201);
      const page = async () => (await call({ method: 'GET', url: api(`/order/sellers/${SELLER}/orders`) })).body.content;
      const customerId = (await page()).find((pkg: { id: number }) => pkg.id === id).customerId;
      const remove = (payload: object) =>
        call({
          method: 'POST',
          url: api(`/sellers/${SELLER}/seller-invoice-links/delete`),
          payload,
          headers: { 'user-agent': `${SELLER} - Tezgah` },
        });
      expect((await remove({ serviceSourceId: id, channelId: 1, customerId: customerId + 1 })).body.errors[0].key).toBe(
        'customer.mismatch',
      );
      expect((await remove({ serviceSourceId: id, channelId: 2, customerId })).status).toBe(400);
      expect((await remove({ serviceSourceId: id, channelId: 1, customerId })).status).toBe(202);
      expect((await page()).find((pkg: { id: number }) => pkg.id === id).invoiceLink).toBe('');
      expect((await remove({ serviceSourceId: id, channelId: 1, customerId })).body.errors[0].key).toBe('invoice.link.not.found');
      expect((await send(link(id, { invoiceLink: 'https://tezgah.example/v1/documents/yeni' }))).status).toBe(201);
    });

    it("refuses an unknown package and another seller's with 400", async () => {
      const id = await newPackage();
      expect((await send(link(999))).body.errors[0].key).toBe('shipment.package.not.found');
      const other = await send(link(id), '9999');
      expect(other.status).toBe(400);
      expect(other.body.errors[0].key).toBe('shipment.package.seller.mismatch');
    });

    it('refuses a second invoice for a package, and a link fed to another package, with 409', async () => {
      const first = await newPackage();
      const second = await newPackage();
      expect((await send(link(first))).status).toBe(201);
      const again = await send(link(first, { invoiceLink: 'https://tezgah.example/other.pdf' }));
      expect(again.status).toBe(409);
      expect(again.body.errors[0].key).toBe('invoice.already.sent');
      const reused = await send(link(second, { invoiceLink: `https://tezgah.example/v1/documents/${first}` }));
      expect(reused.status).toBe(409);
      expect(reused.body.errors[0].key).toBe('invoice.link.already.used');
    });

    it('moves a package to Invoiced only from Picking, with an invoice number', async () => {
      const id = await newPackage();
      const { body } = await call({ method: 'GET', url: api(`/order/sellers/${SELLER}/orders`) });
      const lines = body.content[0].lines.map((line: { id: number; quantity: number }) => ({ lineId: line.id, quantity: line.quantity }));
      const update = (status: string, params = {}) =>
        call({ method: 'PUT', url: api(`/order/sellers/${SELLER}/shipment-packages/${id}`), payload: { lines, params, status } });
      expect((await update('Invoiced', { invoiceNumber: 'TZG2026000000001' })).status).toBe(400);
      expect((await update('Picking')).status).toBe(200);
      expect((await update('Invoiced')).body.errors[0].key).toBe('invoice.number.required');
      expect((await update('Invoiced', { invoiceNumber: 'TZG2026000000001' })).status).toBe(200);
    });
  });
});
