import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Simulator } from '../core/simulator';
import { simulatorApp, TEST_SETTINGS } from '../testing/simulator-test-app';
import { trendyolSimulator } from './index';

// The services the simulator serves beyond Trendyol's documentation (UNVERIFIED, docs/marketplaces.md):
// campaigns a seller joins, and brand applications whose review holds their products' approval.
const SELLER = '2468';
const BATCH_MS = 40;
const HEADERS = { authorization: `Basic ${Buffer.from('key:secret').toString('base64')}`, 'user-agent': `${SELLER} - Tezgah` };
const api = (path: string) => `/trendyol/integration${path}`;
const HOUR_MS = 3_600_000;

describe('Trendyol simulator: campaigns and brand applications (unverified)', () => {
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
    return { status: response.statusCode, body: response.body ? response.json() : undefined };
  };
  const control = (path: string, payload: Record<string, unknown>) => call({ method: 'POST', url: `/control/trendyol${path}`, payload });
  const campaign = (startsIn: number, endsIn: number, minDiscount = 20) =>
    control('/campaigns', {
      name: 'Efsane Kasım',
      starts_at: new Date(Date.now() + startsIn).toISOString(),
      ends_at: new Date(Date.now() + endsIn).toISOString(),
      min_discount: minDiscount,
      commission_bonus: 2,
    });
  const listed = (barcode: string, approved = true) =>
    control('/listings', {
      supplier_id: SELLER,
      items: [{ barcode, stock_code: `SKU-${barcode}`, title: `Ürün ${barcode}`, quantity: 5, sale_price: 100, list_price: 120, approved }],
    });
  const join = (campaignId: number, items: Array<{ barcode: string; campaignPrice: number }>) =>
    call({ method: 'POST', url: api(`/promotion/sellers/${SELLER}/campaigns/${campaignId}/products`), payload: { items } });

  describe('campaigns', () => {
    it('lists the campaigns not yet ended, with their discount and commission terms', async () => {
      const open = (await campaign(-HOUR_MS, HOUR_MS)).body.campaign_id;
      await campaign(-2 * HOUR_MS, -HOUR_MS);
      const listed = await call({ method: 'GET', url: api(`/promotion/sellers/${SELLER}/campaigns`) });
      expect(listed.body).toMatchObject({ totalElements: 1, totalPages: 1, page: 0 });
      expect(listed.body.content).toEqual([
        {
          id: open,
          name: 'Efsane Kasım',
          startDate: expect.any(Number),
          endDate: expect.any(Number),
          minDiscountRate: 20,
          commissionBonusRate: 2,
          productCount: 0,
        },
      ]);
    });

    it('judges each item: an approved product at least min discount under its sale price joins, others fail with a reason', async () => {
      const id = (await campaign(0, HOUR_MS)).body.campaign_id;
      await listed('C1');
      await listed('C2');
      await listed('C3', false);
      const joined = await join(id, [
        { barcode: 'C1', campaignPrice: 80 },
        { barcode: 'C2', campaignPrice: 80.01 },
        { barcode: 'C3', campaignPrice: 50 },
        { barcode: 'NONE', campaignPrice: 50 },
      ]);
      expect(joined.status).toBe(200);
      expect(
        joined.body.items.map((item: { status: string; failureReasons: Array<{ key: string }> }) => [
          item.status,
          item.failureReasons.map((r) => r.key),
        ]),
      ).toEqual([
        ['SUCCESS', []],
        ['FAILED', ['campaign.price.discount.insufficient']],
        ['FAILED', ['campaign.product.not.approved']],
        ['FAILED', ['campaign.product.not.approved']],
      ]);
      expect((await call({ method: 'GET', url: api(`/promotion/sellers/${SELLER}/campaigns/${id}`) })).body.productCount).toBe(1);
    });

    it('refuses an ended campaign with 400 and an unknown one with 404', async () => {
      await listed('E1');
      const ended = (await campaign(-2 * HOUR_MS, -HOUR_MS)).body.campaign_id;
      const refused = await join(ended, [{ barcode: 'E1', campaignPrice: 50 }]);
      expect(refused.status).toBe(400);
      expect(refused.body.errors[0].key).toBe('campaign.ended');
      expect((await join(999, [{ barcode: 'E1', campaignPrice: 50 }])).status).toBe(404);
    });
  });

  describe('brand applications', () => {
    const product = (barcode: string, brandId: number) => ({
      barcode,
      title: 'Yazlık Elbise',
      productMainId: `M-${barcode}`,
      brandId,
      categoryId: 411,
      quantity: 3,
      stockCode: `S-${barcode}`,
      dimensionalWeight: 1,
      description: 'Pamuklu elbise.',
      currencyType: 'TRY',
      listPrice: 120,
      salePrice: 100,
      vatRate: 10,
      cargoCompanyId: 17,
      images: [{ url: 'https://cdn.example.com/a.jpg' }],
      attributes: [
        { attributeId: 47, customAttributeValue: 'Mavi' },
        { attributeId: 338, attributeValueId: 6981 },
      ],
    });

    it("takes a product of the seller's brand under review; its approval waits for the brand", async () => {
      const applied = await control('/brands', { supplier_id: SELLER, name: 'Yeni Atölye' });
      expect(applied).toMatchObject({ status: 201, body: { name: 'Yeni Atölye', status: 'UNDER_REVIEW' } });
      const brandId = applied.body.brand_id;
      expect((await call({ method: 'GET', url: api('/product/brands/by-name?name=Yeni%20Atölye') })).body).toEqual([]);
      const applications = await call({ method: 'GET', url: api(`/product/sellers/${SELLER}/brand-applications?status=UNDER_REVIEW`) });
      expect(applications.body.content).toEqual([
        { brandId, brandName: 'Yeni Atölye', status: 'UNDER_REVIEW', applicationDate: expect.any(Number) },
      ]);

      const batch = await call({
        method: 'POST',
        url: api(`/product/sellers/${SELLER}/products`),
        payload: { items: [product('BR1', brandId)] },
      });
      await new Promise((resolve) => setTimeout(resolve, BATCH_MS + 20));
      const result = await call({
        method: 'GET',
        url: api(`/product/sellers/${SELLER}/products/batch-requests/${batch.body.batchRequestId}`),
      });
      expect(result.body.items[0]).toMatchObject({ status: 'SUCCESS', failureReasons: [] });
      const listing = (await call({ method: 'GET', url: api(`/product/sellers/${SELLER}/products?barcode=BR1`) })).body.content[0];
      expect(listing).toMatchObject({ brand: 'Yeni Atölye', approved: false });

      const review = { supplier_id: SELLER, barcodes: ['BR1'], decision: 'approve' };
      expect((await control('/products/review', review)).status).toBe(409);
      expect((await control(`/brands/${brandId}/review`, { decision: 'approve' })).body.status).toBe('APPROVED');
      expect((await call({ method: 'GET', url: api('/product/brands/by-name?name=Yeni%20Atölye') })).body).toEqual([
        { id: brandId, name: 'Yeni Atölye' },
      ]);
      expect((await control('/products/review', review)).status).toBe(200);
    });

    it("refuses another seller's brand under review on a product, and a second application for a known name", async () => {
      const brandId = (await control('/brands', { supplier_id: '1357', name: 'Başkası' })).body.brand_id;
      const batch = await call({
        method: 'POST',
        url: api(`/product/sellers/${SELLER}/products`),
        payload: { items: [product('BR2', brandId)] },
      });
      await new Promise((resolve) => setTimeout(resolve, BATCH_MS + 20));
      const result = await call({
        method: 'GET',
        url: api(`/product/sellers/${SELLER}/products/batch-requests/${batch.body.batchRequestId}`),
      });
      expect(result.body.items[0]).toMatchObject({ status: 'FAILED', failureReasons: [`Marka bulunamadı: ${brandId}`] });
      expect((await control('/brands', { supplier_id: SELLER, name: 'Tezgah' })).status).toBe(409);
    });
  });
});
