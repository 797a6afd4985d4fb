// Marketplace A's campaigns and brands under review end to end (issue 17; spec "Marketplace A
// connector" and "Marketplace A product batch"), in both runtime shapes, through the gateway and the
// Trendyol connector to the sandbox's unverified campaign and brand application services.
import { api, startSystem, type Api, type ApiResponse, type System } from '@tezgah/testing';
import { control, demoTokens, expectError, expectInvalidField, FAST_MARKETPLACES, until } from './support';

const BASE = '/marketplaces/trendyol';
const HOUR_MS = 3_600_000;

describe.each(['single', 'distributed'] as const)("marketplace A's campaigns and brands under review (%s shape)", (shape) => {
  let system: System;
  let client: Api;
  const tokens = { owner: '', admin: '', staff: '', viewer: '' };
  const supplier = String(100_000 + Math.floor(Math.random() * 400_000));

  beforeAll(async () => {
    system = await startSystem({ shape, marketplaces: ['trendyol'], env: FAST_MARKETPLACES });
    client = api(system.baseUrl);
    Object.assign(tokens, await demoTokens(client));
    const connected = await client.request('POST', `${BASE}/connect`, {
      token: tokens.owner,
      body: { supplier_id: supplier, api_key: 'ty-key', api_secret: 'ty-secret' },
    });
    expect(connected.status).toBe(200);
  }, 180_000);

  afterAll(async () => {
    await system?.stop();
  }, 60_000);

  const call = (method: string, path: string, body?: unknown, token = tokens.admin): Promise<ApiResponse> =>
    client.request(method, `${BASE}${path}`, { token, body });
  const sandbox = (path: string, body: unknown) => control(`${system.sandboxUrl}/control/trendyol${path}`, 'POST', body);
  const campaign = async (name: string, startsIn: number, endsIn: number): Promise<number> => {
    const made = await sandbox('/campaigns', {
      name,
      starts_at: new Date(Date.now() + startsIn).toISOString(),
      ends_at: new Date(Date.now() + endsIn).toISOString(),
      min_discount: 20,
      commission_bonus: 2,
    });
    expect(made.status).toBe(201);
    return made.body.campaign_id;
  };

  it('lists the campaigns created on Trendyol and puts products in one, each refused item with its Turkish reason', async () => {
    const id = await campaign(`Kasım ${shape}`, -HOUR_MS, 24 * HOUR_MS);
    const listed = await call('GET', '/campaigns', undefined, tokens.viewer);
    expect(listed.status).toBe(200);
    expect(listed.body.campaigns).toContainEqual({
      campaign_id: id,
      name: `Kasım ${shape}`,
      starts_at: expect.any(String),
      ends_at: expect.any(String),
      min_discount: 20,
      commission_bonus: 2,
    });

    const [cheap, dear] = [`KC-${supplier}-${shape}`, `KD-${supplier}-${shape}`];
    await sandbox('/listings', {
      supplier_id: supplier,
      items: [cheap, dear].map((barcode) => ({
        barcode,
        stock_code: barcode,
        title: 'Kampanya Ürünü',
        quantity: 5,
        sale_price: 100,
        list_price: 120,
      })),
    });
    const posted = await call('POST', `/campaigns/${id}/items`, {
      items: [
        { barcode: cheap, campaign_price: 80 },
        { barcode: dear, campaign_price: 95 },
        { barcode: `YOK-${supplier}`, campaign_price: 50 },
        { barcode: cheap, campaign_price: 70 },
      ],
    });
    expect({ status: posted.status, body: posted.body }).toEqual({
      status: 200,
      body: {
        campaign_id: id,
        accepted_count: 1,
        rejected_count: 3,
        rejections: [
          {
            index: 1,
            barcode: dear,
            field: 'items[1].campaign_price',
            code: 'trendyol_campaign_discount',
            reason: expect.stringContaining('%20'),
          },
          {
            index: 2,
            barcode: `YOK-${supplier}`,
            field: 'items[2].barcode',
            code: 'trendyol_campaign_product_unapproved',
            reason: expect.any(String),
          },
          { index: 3, barcode: cheap, field: 'items[3].barcode', code: 'trendyol_barcode_repeated', reason: expect.any(String) },
        ],
      },
    });
  }, 30_000);

  it('refuses an ended campaign with 422, an unknown one with 404, and a bad body with 400 naming the field', async () => {
    const ended = await campaign('Geçmiş', -2 * HOUR_MS, -HOUR_MS);
    const refused = await call('POST', `/campaigns/${ended}/items`, { items: [{ barcode: 'X', campaign_price: 10 }] });
    expectError(refused, 422, 'business.invalid');
    expect(refused.body.error.details.campaign_id).toEqual([expect.objectContaining({ code: 'trendyol_campaign_ended' })]);
    expectError(
      await call('POST', '/campaigns/99999999/items', { items: [{ barcode: 'X', campaign_price: 10 }] }),
      404,
      'resource.not_found',
    );
    expectInvalidField(
      await call('POST', `/campaigns/${ended}/items`, { items: [{ barcode: 'X', campaign_price: -1 }] }),
      'items.0.campaign_price',
    );
    expectInvalidField(await call('POST', `/campaigns/${ended}/items`, { items: [] }), 'items');
  }, 30_000);

  it('is for admins and owners to put products in a campaign: staff and viewers get 403', async () => {
    for (const token of [tokens.staff, tokens.viewer]) {
      expectError(
        await call('POST', '/campaigns/1/items', { items: [{ barcode: 'X', campaign_price: 10 }] }, token),
        403,
        'auth.insufficient_scope',
      );
    }
  });

  it('takes a brand applications service Trendyol does not serve (404) for no brand under review', async () => {
    await sandbox('/faults', { path: `/integration/product/sellers/${supplier}/brand-applications`, status: 404, count: 5 });
    try {
      const lookup = await call('GET', '/brands/lookup?name=Hi%C3%A7biri', undefined, tokens.viewer);
      expect({ status: lookup.status, body: lookup.body }).toMatchObject({ status: 200, body: { status: 'NOT_FOUND', brand_id: null } });
    } finally {
      await control(`${system.sandboxUrl}/control/trendyol/faults`, 'DELETE');
    }
  });

  it('reports PENDING_BRAND for a product of a brand under review until Trendyol approves the brand', async () => {
    const name = `Atölye ${supplier} ${shape}`;
    const applied = await sandbox('/brands', { supplier_id: supplier, name });
    expect(applied.status).toBe(201);
    expect((await call('GET', `/brands/lookup?name=${encodeURIComponent(name)}`, undefined, tokens.viewer)).body).toEqual({
      name,
      status: 'UNDER_REVIEW',
      brand_id: applied.body.brand_id,
      suggestions: [],
    });
    const code = `BR-${supplier}-${shape}`;
    const submitted = await call('POST', '/products', {
      items: [
        {
          barcode: code,
          title: 'Atölye Elbisesi',
          product_main_id: code,
          brand: name,
          category_id: 411,
          stock_code: code,
          quantity: 3,
          list_price: 300,
          sale_price: 250,
          dimensional_weight: 1,
          description: 'Pamuklu elbise.',
          currency_type: 'TRY',
          vat_rate: 10,
          cargo_company_id: 17,
          images: [{ url: 'https://cdn.example.com/atolye.jpg' }],
          attributes: [
            { attribute_id: 47, custom_value: 'Mavi' },
            { attribute_id: 338, attribute_value_id: 6981 },
          ],
        },
      ],
    });
    expect(submitted.body).toMatchObject({ accepted_count: 1, rejected_count: 0 });
    const batch = () => call('GET', `/batches/${submitted.body.batch_id}`, undefined, tokens.viewer);
    const completed = await until(batch, (response) => response.body?.status === 'COMPLETED');
    expect(completed.body.items).toEqual([{ barcode: code, status: 'SUCCESS', content_id: null, approval_status: 'PENDING_BRAND' }]);

    expect((await sandbox(`/brands/${applied.body.brand_id}/review`, { decision: 'approve' })).status).toBe(200);
    expect((await batch()).body.items[0].approval_status).toBe('PENDING_REVIEW');
  }, 30_000);
});
