import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Simulator } from '../core/simulator';
import { simulatorApp, sleep, TEST_SETTINGS } from '../testing/simulator-test-app';
import { trendyolSimulator } from './index';

// The documented endpoints and fields the simulator serves (../shared trendyol-developer-docs.md),
// as a third-party Partner API client calls them: paths, auth, shapes and types, lifecycles.
const SELLER = '5678';
const STEP_MS = 60;
const AUTH = `Basic ${Buffer.from('key:secret').toString('base64')}`;
const HEADERS = { authorization: AUTH, 'user-agent': `${SELLER} - SelfIntegration` };
const api = (path: string) => `/trendyol/integration${path}`;

describe('Trendyol simulator: the documented endpoints', () => {
  let app: FastifyInstance;
  let simulator: Simulator;

  beforeAll(async () => {
    simulator = trendyolSimulator({
      ...TEST_SETTINGS,
      trackingStepMs: STEP_MS,
      invoiceAcceptMs: 50,
      batchCompleteMs: STEP_MS,
    }) as Simulator;
    app = await simulatorApp([simulator]);
  });
  afterAll(() => app.close());
  beforeEach(() => simulator.reset());

  const call = async (options: InjectOptions) => {
    const response = await app.inject({ ...options, headers: { ...HEADERS, ...options.headers } });
    return { status: response.statusCode, headers: response.headers, body: response.body ? response.json() : undefined };
  };
  const get = (path: string) => call({ method: 'GET', url: api(path) });
  const control = (path: string, payload: Record<string, unknown>) => call({ method: 'POST', url: `/control/trendyol${path}`, payload });
  const listed = (barcode: string, approved = true) =>
    control('/listings', {
      supplier_id: SELLER,
      items: [{ barcode, stock_code: `SKU-${barcode}`, title: `Ürün ${barcode}`, quantity: 10, sale_price: 90, list_price: 100, approved }],
    });
  const order = async (barcode: string, quantity = 2) => {
    await listed(barcode);
    const placed = await control('/orders', {
      supplier_id: SELLER,
      lines: [{ barcode, quantity, amount: 45 }],
      customer: { first_name: 'Ayşe', last_name: 'Yılmaz', email: 'ayse@example.com' },
      shipping_address: {
        address1: 'Cumhuriyet Cad. 1',
        city: 'İstanbul',
        district: 'Şişli',
        neighborhood: 'Harbiye Mah',
        postal_code: '34380',
      },
    });
    expect(placed.status).toBe(201);
    return placed.body.order as { order_number: string; shipment_package_id: number; line_ids: number[] };
  };
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

  describe('reference data', () => {
    it('serves the category tree with the three leaves, brands paged and by exact name, and the claim issue reasons', async () => {
      const tree = await get('/product/product-categories');
      expect(tree.status).toBe(200);
      const leaves = (nodes: Array<{ id: number; subCategories: unknown[] }>): number[] =>
        nodes.flatMap((node) => (node.subCategories.length ? leaves(node.subCategories as never) : [node.id]));
      expect(leaves(tree.body.categories).sort()).toEqual([1040, 2121, 411]);
      expect((await get('/product/brands?page=0&size=2')).body).toEqual({
        brands: [
          { id: 10, name: 'TrendyolMilla' },
          { id: 19, name: 'Milla' },
        ],
      });
      expect((await get('/product/brands/by-name?name=Tezgah')).body).toEqual([{ id: 1791, name: 'Tezgah' }]);
      expect((await get('/product/brands/by-name?name=tezgah')).body).toEqual([]);
      expect((await get('/order/claim-issue-reasons')).body).toContainEqual({ id: 451, name: 'Diğer' });
    });

    it('refuses bad credentials on them with 401, like every path', async () => {
      const authorization = `Basic ${Buffer.from('invalid:x').toString('base64')}`;
      for (const path of [
        '/product/product-categories',
        '/product/brands',
        `/order/sellers/${SELLER}/claims`,
        `/qna/sellers/${SELLER}/questions/filter`,
        `/webhook/sellers/${SELLER}/webhooks`,
      ])
        expect((await call({ method: 'GET', url: api(path), headers: { authorization } })).status).toBe(401);
    });
  });

  describe('products', () => {
    const url = api(`/product/sellers/${SELLER}/products`);

    it('takes a null fastDeliveryType, UPS (12), and a page of 1000; shows gender, lotNumber and colour', async () => {
      const item = product('P1', {
        cargoCompanyId: 12,
        lotNumber: 'LOT-1',
        deliveryOption: { deliveryDuration: 2, fastDeliveryType: null },
      });
      const created = await call({ method: 'POST', url, payload: { items: [item] } });
      expect(created.status).toBe(200);
      const inProgress = await get(`/product/sellers/${SELLER}/products/batch-requests/${created.body.batchRequestId}`);
      expect(inProgress.body).toMatchObject({ status: 'IN_PROGRESS', items: [{ requestItem: { product: item, barcode: 'P1' } }] });
      await sleep(STEP_MS + 20);
      const done = await get(`/product/sellers/${SELLER}/products/batch-requests/${created.body.batchRequestId}`);
      expect(done.body).toMatchObject({
        status: 'COMPLETED',
        items: [{ requestItem: { product: item, barcode: 'P1' }, status: 'SUCCESS' }],
      });
      const page = await call({ method: 'GET', url: `${url}?size=1000` });
      expect(page.status).toBe(200);
      expect(page.body.content[0]).toMatchObject({ barcode: 'P1', gender: null, lotNumber: 'LOT-1', color: 'Kırmızı', brand: 'Tezgah' });
      expect(page.body.content[0].variantAttributes).toEqual([
        { attributeName: 'Renk', attributeValue: 'Kırmızı' },
        { attributeName: 'Beden', attributeValue: 'M' },
      ]);
    });

    it('updates content through PUT as a ProductV2Update batch; an unknown barcode or a new category fails its item', async () => {
      await call({ method: 'POST', url, payload: { items: [product('U1')] } });
      await sleep(STEP_MS + 20);
      const { listPrice: _l, salePrice: _s, quantity: _q, currencyType: _c, ...content } = product('U1', { title: 'Yeni Başlık' });
      const updated = await call({
        method: 'PUT',
        url,
        payload: { items: [content, { ...content, barcode: 'NOPE' }, { ...content, categoryId: 1040 }] },
      });
      expect(updated.status).toBe(200);
      await sleep(STEP_MS + 20);
      const batch = (await get(`/product/sellers/${SELLER}/products/batch-requests/${updated.body.batchRequestId}`)).body;
      expect(batch).toMatchObject({ status: 'COMPLETED', batchRequestType: 'ProductV2Update', itemCount: 3, failedItemCount: 2 });
      expect(batch.items.map((item: { status: string }) => item.status)).toEqual(['SUCCESS', 'FAILED', 'FAILED']);
      expect((await call({ method: 'GET', url: `${url}?barcode=U1` })).body.content[0].title).toBe('Yeni Başlık');
      expect((await call({ method: 'PUT', url, payload: { items: [{ ...content, vatRate: 18 }] } })).status).toBe(400);
    });

    it("approves products through the control API's review: content id, on sale, orderable", async () => {
      await call({ method: 'POST', url, payload: { items: [product('R1')] } });
      await sleep(STEP_MS + 20);
      const review = await control('/products/review', { supplier_id: SELLER, barcodes: ['R1'], decision: 'approve' });
      expect(review.body.items[0]).toMatchObject({ barcode: 'R1', approved: true, onSale: true, productCode: expect.any(Number) });
      expect((await call({ method: 'GET', url: `${url}?approved=true` })).body.content.map((c: { barcode: string }) => c.barcode)).toEqual([
        'R1',
      ]);
      expect((await control('/products/review', { supplier_id: SELLER, barcodes: ['NOPE'], decision: 'approve' })).status).toBe(404);
    });

    it('archives, and deletes a product awaiting approval; an approved one only after a day in the archive', async () => {
      await call({ method: 'POST', url, payload: { items: [product('Z1'), product('Z2')] } });
      await sleep(STEP_MS + 20);
      await control('/products/review', { supplier_id: SELLER, barcodes: ['Z2'], decision: 'approve' });
      const archived = await call({ method: 'PUT', url: `${url}/archive-state`, payload: { items: [{ barcode: 'Z2', archived: true }] } });
      const deleted = await call({ method: 'DELETE', url, payload: { items: [{ barcode: 'Z1' }, { barcode: 'Z2' }] } });
      await sleep(STEP_MS + 20);
      const result = async (id: string) => (await get(`/product/sellers/${SELLER}/products/batch-requests/${id}`)).body;
      expect(await result(archived.body.batchRequestId)).toMatchObject({
        batchRequestType: 'ProductArchiveUpdate',
        items: [{ requestItem: { archived: true, supplierId: Number(SELLER), barcode: 'Z2' }, status: 'SUCCESS' }],
      });
      expect((await result(deleted.body.batchRequestId)).items.map((i: { status: string }) => i.status)).toEqual(['SUCCESS', 'FAILED']);
      expect(
        (await call({ method: 'GET', url })).body.content.map((c: { barcode: string; archived: boolean }) => [c.barcode, c.archived]),
      ).toEqual([['Z2', true]]);
    });

    it('fails an unknown brand and a non-https image in the batch', async () => {
      const created = await call({
        method: 'POST',
        url,
        payload: { items: [product('B1', { brandId: 5 }), product('B2', { images: [{ url: 'http://x/1.jpg' }] })] },
      });
      await sleep(STEP_MS + 20);
      const batch = (await get(`/product/sellers/${SELLER}/products/batch-requests/${created.body.batchRequestId}`)).body;
      expect(batch.failedItemCount).toBe(2);
    });
  });

  describe('gateway limits', () => {
    it('carries Retry-After on its own 429, as on an injected one', async () => {
      const path = `/order/sellers/${SELLER}/orders`;
      for (let i = 0; i < 50; i++) await get(path);
      const refused = await get(path);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(10);
    });
  });

  describe('orders', () => {
    it('lists a package with every field of the documentation, the documented types', async () => {
      await order('O1');
      const { content } = (await get(`/order/sellers/${SELLER}/orders`)).body;
      const pkg = content[0];
      for (const field of [
        'agreedDeliveryDate',
        'agreedDeliveryDateExtendible',
        'extendedAgreedDeliveryDate',
        'estimatedDeliveryStartDate',
        'estimatedDeliveryEndDate',
        'deliveryType',
        'timeSlotId',
        'scheduledDeliveryStoreId',
        'fastDeliveryType',
        'originShipmentDate',
        'giftBoxRequested',
        '3pByTrendyol',
        'containsDangerousProduct',
      ])
        expect(pkg).toHaveProperty(field);
      expect(pkg).not.toHaveProperty('whoPays');
      expect(typeof pkg.cargoTrackingNumber).toBe('number');
      expect(pkg.lines[0]).toMatchObject({
        commission: expect.any(Number),
        productColor: expect.any(String),
        productSize: expect.any(String),
        salesCampaignId: expect.any(Number),
        discountDetails: expect.any(Array),
        productOrigin: 'TR',
      });
      expect(pkg.shipmentAddress).toMatchObject({
        cityCode: 34,
        districtId: expect.any(Number),
        neighborhood: 'Harbiye Mah',
        addressLines: expect.any(Object),
      });
      expect(pkg.invoiceAddress).not.toHaveProperty('taxNumber');
    });

    it('lets no customer buy a product still awaiting approval', async () => {
      await listed('W1', false);
      const refused = await control('/orders', {
        supplier_id: SELLER,
        lines: [{ barcode: 'W1', quantity: 1, amount: 10 }],
        customer: { first_name: 'A', last_name: 'B' },
        shipping_address: { address1: 'x', city: 'Ankara' },
      });
      expect(refused.status).toBe(409);
    });

    it('keeps the tracking number a number after updateTrackingNumber and ships when the carrier takes the parcel', async () => {
      const placed = await order('T1');
      const path = api(`/order/sellers/${SELLER}/shipment-packages/${placed.shipment_package_id}/update-tracking-number`);
      expect((await call({ method: 'PUT', url: path, payload: { trackingNumber: '725123456789' } })).status).toBe(200);
      const fed = (await get(`/order/sellers/${SELLER}/orders`)).body.content[0];
      expect(fed).toMatchObject({ status: 'Created', cargoTrackingNumber: 725123456789 });
      expect((await call({ method: 'PUT', url: path, payload: { trackingNumber: '725123456780' } })).status).toBe(400);
      await sleep(STEP_MS + 20);
      expect((await get(`/order/sellers/${SELLER}/orders`)).body.content[0]).toMatchObject({
        status: 'Shipped',
        cargoTrackingNumber: 725123456789,
      });
    });

    it('cancels unsupplied items: a part splits the package (new id, createdBy cancel), the whole goes UnSupplied, stock back', async () => {
      const placed = await order('X1', 3);
      const url = api(`/order/sellers/${SELLER}/shipment-packages/${placed.shipment_package_id}/items/unsupplied`);
      const lines = (quantity: number) => ({ lines: [{ lineId: placed.line_ids[0], quantity }], reasonId: 500 });
      expect((await call({ method: 'PUT', url, payload: { ...lines(1), reasonId: 503 } })).status).toBe(400);
      expect((await call({ method: 'PUT', url, payload: lines(1) })).status).toBe(200);
      const all = (await get(`/order/sellers/${SELLER}/orders?orderNumber=${placed.order_number}`)).body.content;
      const byStatus = Object.fromEntries(all.map((p: { status: string }) => [p.status, p]));
      expect(Object.keys(byStatus).sort()).toEqual(['Created', 'UnPacked', 'UnSupplied']);
      expect(byStatus.Created).toMatchObject({
        createdBy: 'cancel',
        originPackageIds: [placed.shipment_package_id],
        lines: [{ quantity: 2 }],
      });
      expect(byStatus.Created.id).not.toBe(placed.shipment_package_id);
      const rest = api(`/order/sellers/${SELLER}/shipment-packages/${byStatus.Created.id}/items/unsupplied`);
      expect((await call({ method: 'PUT', url: rest, payload: lines(2) })).status).toBe(200);
      expect((await get(`/order/sellers/${SELLER}/orders?orderNumber=${placed.order_number}&status=UnSupplied`)).body.totalElements).toBe(
        2,
      );
      const listing = (await call({ method: 'GET', url: `/control/trendyol/listings?seller=${SELLER}` })).body.items[0];
      expect(listing.quantity).toBe(10);
    });

    it('answers the supplier addresses with the default address flags', async () => {
      const { body } = await get(`/sellers/${SELLER}/addresses`);
      expect(body).toMatchObject({
        defaultShipmentAddress: { shipmentAddress: true },
        defaultInvoiceAddress: { invoiceAddress: true },
        defaultReturningAddress: { present: true },
      });
    });
  });

  describe('claims', () => {
    const claimsOf = async (query = '') => (await get(`/order/sellers/${SELLER}/claims${query}`)).body;

    it('lists a claim from the control API, approves its items only once they wait for the seller', async () => {
      const placed = await order('C1', 2);
      const made = await control('/claims', {
        order_number: placed.order_number,
        reason: '501',
        customer_note: 'küçük geldi',
        items: [{ line_id: placed.line_ids[0], quantity: 1 }],
      });
      expect(made.status).toBe(201);
      const listed = await claimsOf('?claimItemStatus=Created');
      expect(listed).toMatchObject({ totalElements: 1, content: [{ id: made.body.claim_id, orderNumber: placed.order_number }] });
      const item = listed.content[0].items[0].claimItems[0];
      expect(item).toMatchObject({
        claimItemStatus: { name: 'Created' },
        customerClaimItemReason: { externalReasonId: 501 },
        customerNote: 'küçük geldi',
      });
      const approve = () =>
        call({
          method: 'PUT',
          url: api(`/order/sellers/${SELLER}/claims/${made.body.claim_id}/items/approve`),
          payload: { claimLineItemIdList: [item.id], params: {} },
        });
      expect((await approve()).status).toBe(400);
      await sleep(STEP_MS + 20);
      expect((await approve()).status).toBe(200);
      expect((await claimsOf()).content[0].items[0].claimItems[0]).toMatchObject({
        claimItemStatus: { name: 'Accepted' },
        acceptedBySeller: true,
      });
      const audits = (await get(`/order/sellers/${SELLER}/claims/items/${item.id}/audit`)).body;
      expect(audits.map((a: { newStatus: string }) => a.newStatus)).toEqual(['Created', 'WaitingInAction', 'Accepted']);
    });

    it('rejects (createClaimIssue) with a file, or without one for reason 451', async () => {
      const placed = await order('C2', 1);
      const made = await control('/claims', { order_number: placed.order_number, reason: 'beğenmedim' });
      await call({
        method: 'PUT',
        url: api(`/test/order/sellers/${SELLER}/claims/waiting-in-action`),
        payload: { shipmentPackageId: (await claimsOf()).content[0].orderShipmentPackageId },
      });
      const [itemId] = made.body.claim_item_ids;
      const issue = (reason: number) =>
        api(
          `/order/sellers/${SELLER}/claims/${made.body.claim_id}/issue?claimIssueReasonId=${reason}&claimItemIdList=${itemId}&description=kullan%C4%B1lm%C4%B1%C5%9F`,
        );
      expect((await call({ method: 'POST', url: issue(51) })).status).toBe(400);
      expect((await call({ method: 'POST', url: issue(451) })).status).toBe(200);
      expect((await claimsOf()).content[0].items[0].claimItems[0]).toMatchObject({
        claimItemStatus: { name: 'Unresolved' },
        note: 'kullanılmış',
      });
    });
  });

  describe('questions', () => {
    it('filters waiting questions, answers one (10 to 2000 characters), once', async () => {
      await listed('Q1');
      const asked = await control('/questions', { supplier_id: SELLER, barcode: 'Q1', text: 'Kumaşı pamuk mu?' });
      const waiting = (await get(`/qna/sellers/${SELLER}/questions/filter?status=WAITING_FOR_ANSWER`)).body;
      expect(waiting).toMatchObject({
        totalElements: 1,
        content: [{ id: asked.body.question_id, text: 'Kumaşı pamuk mu?', productName: 'Ürün Q1', answer: null }],
      });
      const answer = (text: string) =>
        call({ method: 'POST', url: api(`/qna/sellers/${SELLER}/questions/${asked.body.question_id}/answers`), payload: { text } });
      expect((await answer('Evet')).status).toBe(400);
      expect((await answer('Evet, %100 pamuk.')).status).toBe(200);
      expect((await answer('Evet, %100 pamuk.')).status).toBe(400);
      expect((await get(`/qna/sellers/${SELLER}/questions/${asked.body.question_id}`)).body).toMatchObject({
        status: 'ANSWERED',
        answer: { text: 'Evet, %100 pamuk.' },
      });
    });
  });

  describe('webhooks', () => {
    it('creates, lists (without secrets), deactivates and deletes a webhook; refuses a localhost URL', async () => {
      const base = api(`/webhook/sellers/${SELLER}/webhooks`);
      const created = await call({
        method: 'POST',
        url: base,
        payload: { url: 'https://hooks.example.com/ty', authenticationType: 'API_KEY', apiKey: 'k-1', subscribedStatuses: ['CREATED'] },
      });
      expect(created.body).toEqual({ id: expect.any(String) });
      expect((await call({ method: 'PUT', url: `${base}/${created.body.id}/deactivate` })).status).toBe(200);
      const list = (await call({ method: 'GET', url: base })).body;
      expect(list).toEqual([expect.objectContaining({ id: created.body.id, status: 'PASSIVE', subscribedStatuses: ['CREATED'] })]);
      expect(list[0]).not.toHaveProperty('apiKey');
      expect(
        (await call({ method: 'POST', url: base, payload: { url: 'https://localhost/x', authenticationType: 'API_KEY', apiKey: 'k' } }))
          .status,
      ).toBe(400);
      expect((await call({ method: 'DELETE', url: `${base}/${created.body.id}` })).status).toBe(200);
      expect((await call({ method: 'GET', url: base })).body).toEqual([]);
    });
  });

  describe('common label', () => {
    it('makes a ZPL label per box for a Trendyol Express package: empty until ready', async () => {
      const placed = await order('L1');
      const pkg = (await get(`/order/sellers/${SELLER}/orders`)).body.content[0];
      const url = api(`/sellers/${SELLER}/common-label/${pkg.cargoTrackingNumber}`);
      expect((await call({ method: 'GET', url })).status).toBe(400);
      expect((await call({ method: 'POST', url, payload: { format: 'ZPL', boxQuantity: 2 } })).status).toBe(200);
      expect((await call({ method: 'GET', url })).body).toEqual({ data: [] });
      await sleep(STEP_MS + 20);
      const { data } = (await call({ method: 'GET', url })).body;
      expect(data).toHaveLength(2);
      expect(data[0]).toMatchObject({
        format: 'ZPL',
        label: expect.stringMatching(new RegExp(`^\\^XA.*${pkg.cargoTrackingNumber}.*${placed.order_number}.*\\^XZ$`)),
      });
      expect((await call({ method: 'POST', url: api(`/sellers/${SELLER}/common-label/1`), payload: { format: 'ZPL' } })).status).toBe(400);
    });
  });
});
