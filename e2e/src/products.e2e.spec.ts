// Products, stock and bulk import as a client sees them (spec: Products, Errors rules 3-4, Limits;
// decisions §2-§6, §12), against the single-process shape and the distributed one.
import { api, DEMO_PASSWORD, DEMO_USERS, startSystem, type Api, type ApiResponse, type ExtraUser, type System } from '@tezgah/testing';
import { expectError, expectInvalidField, expectRateLimited, inBatches } from './support';

const PASSWORD = 'e2e-password-1';
const USERS = {
  stocker: { tenant: 'demo', email: 'stocker@e2e.tezgah.test', role: 'staff', password: PASSWORD },
  importer: { tenant: 'demo', email: 'importer@e2e.tezgah.test', role: 'staff', password: PASSWORD },
  limited: { tenant: 'demo', email: 'limited@e2e.tezgah.test', role: 'staff', password: PASSWORD },
  searcher: { tenant: 'search', email: 'searcher@e2e.tezgah.test', role: 'owner', password: PASSWORD },
} satisfies Record<string, ExtraUser>;

let skuCounter = 0;
const uniqueSku = (prefix = 'E2E') => `${prefix}-${Date.now().toString(36)}-${skuCounter++}`;
const input = (overrides: Record<string, unknown> = {}) => ({ sku: uniqueSku(), title: 'Pamuklu Tişört', price: 149.9, ...overrides });

async function waitForJob(client: Api, token: string, id: string): Promise<ApiResponse> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const job = await client.request('GET', `/jobs/${id}`, { token });
    if (job.status !== 200 || ['completed', 'failed'].includes(job.body.status) || Date.now() > deadline) return job;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(['single', 'distributed'] as const)('products (%s shape)', (shape) => {
  let system: System;
  let client: Api;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    system = await startSystem({ shape, marketplaces: ['trendyol'], users: Object.values(USERS) });
    client = api(system.baseUrl);
    for (const [role, email] of Object.entries(DEMO_USERS)) tokens[role] = (await client.tokens(email, DEMO_PASSWORD)).access_token;
    for (const [name, user] of Object.entries(USERS)) tokens[name] = (await client.tokens(user.email, user.password)).access_token;
  }, 120_000);

  afterAll(async () => {
    await system?.stop();
  }, 60_000);

  const create = (body: Record<string, unknown>, token = tokens.owner) => client.request('POST', '/products', { token, body });

  describe('create and read', () => {
    it('creates a product (201) with the defaults and reads it back', async () => {
      const body = input({ barcode: '8690000000012', stock: 5, images: ['https://cdn.example.com/p/1.jpg'] });
      const created = await create(body);
      expect(created.status).toBe(201);
      expect(created.body).toEqual({
        id: expect.stringMatching(/^prd_[0-9A-HJKMNP-TV-Z]{26}$/),
        ...body,
        description: null,
        sale_price: null,
        currency: 'TRY',
        category: null,
        brand: null,
        vat_rate: null,
        marketplaces: [],
        created_at: expect.any(String),
        updated_at: created.body.created_at,
      });
      const read = await client.request('GET', `/products/${created.body.id}`, { token: tokens.viewer });
      expect(read.status).toBe(200);
      expect(read.body).toEqual(created.body);
      // Relayed from the catalog as it encoded them: still JSON to the client, byte for byte the same.
      expect([created.headers['content-type'], read.headers['content-type']]).toEqual(Array(2).fill('application/json; charset=utf-8'));
    });

    it('names each invalid field in Turkish', async () => {
      const cases: Array<[Record<string, unknown>, string]> = [
        [input({ title: 'x'.repeat(101) }), 'title'],
        [input({ price: -1 }), 'price'],
        [input({ stock: -1 }), 'stock'],
        [input({ stock: 1.5 }), 'stock'],
        [input({ colour: 'kırmızı' }), 'colour'],
        [input({ images: ['not a uri'] }), 'images'],
        [input({ currency: 'XYZ' }), 'currency'],
        [{ title: 'SKU yok', price: 1 }, 'sku'],
      ];
      for (const [body, field] of cases) {
        const response = await create(body);
        expectInvalidField(response, field);
        expect(response.body.error.details[field][0].message).toMatch(/[a-zçğıöşü]/i);
      }
      const long = await create(input({ title: 'x'.repeat(101) }));
      expect(long.body.error.details.title).toEqual([{ code: 'max_length', message: 'En fazla 100 karakter olmalıdır.' }]);
      const unknown = await create(input({ colour: 'kırmızı' }));
      expect(unknown.body.error.details.colour).toEqual([{ code: 'unknown_field', message: 'Bu alan tanınmıyor.' }]);
    });

    it('refuses a sale price above the price naming both fields, and a GTIN whose check digit is wrong', async () => {
      const above = await create(input({ price: 100, sale_price: 120 }));
      expectError(above, 400, 'validation.failed');
      const problem = [{ code: 'sale_price_above_price', message: 'İndirimli fiyat, fiyattan yüksek olamaz.' }];
      expect(above.body.error.details).toEqual({ price: problem, sale_price: problem });
      expect((await create(input({ price: 100, sale_price: 100 }))).status).toBe(201);
      // 8, 12, 13 and 14 digits are GTINs: the last digit is checked; other barcodes stay free-form.
      for (const wrong of ['8690000000017', '96385075', '036000291453', '10012345678903']) {
        const refused = await create(input({ barcode: wrong }));
        expectInvalidField(refused, 'barcode');
        expect(refused.body.error.details.barcode[0].code).toBe('barcode_check_digit');
      }
      expect((await create(input({ barcode: '8690000000017' }))).body.error.details.barcode[0].message).toContain('2');
      for (const right of ['8690000000012', '96385074', '036000291452', '10012345678902', 'KZK-01', '12345']) {
        expect({ right, status: (await create(input({ barcode: right }))).status }).toEqual({ right, status: 201 });
      }
    });

    it('refuses a second live product with the same SKU (409), on create and on PATCH', async () => {
      const first = await create(input());
      expectError(await create(input({ sku: first.body.sku })), 409, 'resource.conflict');
      const second = await create(input());
      const patch = await client.request('PATCH', `/products/${second.body.id}`, { token: tokens.owner, body: { sku: first.body.sku } });
      expectError(patch, 409, 'resource.conflict');
      expect(patch.body.error.details.sku[0].code).toBe('sku_taken');
    });
  });

  describe('PATCH, DELETE, stock', () => {
    it('updates only the fields given and validates them as on create', async () => {
      const created = await create(input({ description: 'Eski açıklama', barcode: '869123' }));
      const patched = await client.request('PATCH', `/products/${created.body.id}`, {
        token: tokens.staff,
        body: { title: 'Yeni başlık', barcode: null },
      });
      expect(patched.status).toBe(200);
      expect(patched.body).toMatchObject({ title: 'Yeni başlık', barcode: null, description: 'Eski açıklama', sku: created.body.sku });
      expectInvalidField(
        await client.request('PATCH', `/products/${created.body.id}`, { token: tokens.staff, body: { price: -3 } }),
        'price',
      );
      expectInvalidField(
        await client.request('PATCH', `/products/${created.body.id}`, { token: tokens.staff, body: { title: null } }),
        'title',
      );
      // One of the two prices is judged with the other as stored, and nothing is written.
      const discounted = await create(input({ price: 100, sale_price: 90 }));
      const patch = (body: object) => client.request('PATCH', `/products/${discounted.body.id}`, { token: tokens.staff, body });
      for (const body of [{ price: 80 }, { sale_price: 101 }]) {
        const refused = await patch(body);
        expectError(refused, 400, 'validation.failed');
        expect(Object.keys(refused.body.error.details).sort()).toEqual(['price', 'sale_price']);
      }
      expect((await client.request('GET', `/products/${discounted.body.id}`, { token: tokens.viewer })).body).toMatchObject({
        price: 100,
        sale_price: 90,
      });
      expect((await patch({ price: 80, sale_price: 75 })).body).toMatchObject({ price: 80, sale_price: 75 });
      expectInvalidField(await patch({ barcode: '8690000000017' }), 'barcode');
    });

    it('deletes softly: 204, then 404 for every read and write, and the SKU is free again', async () => {
      const created = await create(input());
      const path = `/products/${created.body.id}`;
      const deleted = await client.request('DELETE', path, { token: tokens.admin });
      expect(deleted.status).toBe(204);
      expect(deleted.body).toBeUndefined();
      expectError(await client.request('GET', path, { token: tokens.owner }), 404, 'resource.not_found');
      expectError(await client.request('PATCH', path, { token: tokens.owner, body: { price: 1 } }), 404, 'resource.not_found');
      expectError(await client.request('PUT', `${path}/stock`, { token: tokens.owner, body: { stock: 1 } }), 404, 'resource.not_found');
      expectError(await client.request('DELETE', path, { token: tokens.owner }), 404, 'resource.not_found');
      const list = await client.request('GET', `/products?search=${encodeURIComponent(created.body.sku)}`, { token: tokens.owner });
      expect(list.body.data).toEqual([]);
      const reused = await create(input({ sku: created.body.sku }));
      expect(reused.status).toBe(201);
      expect(reused.body.id).not.toBe(created.body.id);
    });

    it('PUT /stock answers 200 with the product and validates the body', async () => {
      const created = await create(input({ stock: 2 }));
      const response = await client.request('PUT', `/products/${created.body.id}/stock`, { token: tokens.staff, body: { stock: 40 } });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ id: created.body.id, stock: 40 });
      expectInvalidField(
        await client.request('PUT', `/products/${created.body.id}/stock`, { token: tokens.staff, body: { stock: -1 } }),
        'stock',
      );
      expectInvalidField(await client.request('PUT', `/products/${created.body.id}/stock`, { token: tokens.staff, body: {} }), 'stock');
    });

    it('keeps every one of 50 concurrent stock updates: the last ledger row is the stock, sequences are consecutive', async () => {
      const created = await create(input(), tokens.stocker);
      const path = `/products/${created.body.id}`;
      const answers = await inBatches(50, 50, (i) =>
        client.request('PUT', `${path}/stock`, { token: tokens.stocker, body: { stock: i + 1 } }),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));

      const ledger = await client.request('GET', `${path}/stock-movements?per_page=100`, { token: tokens.viewer });
      expect(ledger.status).toBe(200);
      expect(ledger.body.pagination).toMatchObject({ total: 50, total_pages: 1 });
      const rows = [...ledger.body.data].reverse();
      expect(rows.map((row: { seq: number }) => row.seq)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
      expect(rows[0]).toMatchObject({ old_stock: 0, source: 'stock', user_id: expect.any(Number) });
      for (let i = 1; i < 50; i++) expect(rows[i].old_stock).toBe(rows[i - 1].new_stock);
      const product = await client.request('GET', path, { token: tokens.viewer });
      expect(product.body.stock).toBe(rows[49].new_stock);
    }, 60_000);
  });

  describe('tenant isolation and roles', () => {
    it('answers 404 for another tenant’s product on every verb', async () => {
      const created = await create(input());
      const path = `/products/${created.body.id}`;
      const theirs = tokens.otherOwner;
      expectError(await client.request('GET', path, { token: theirs }), 404, 'resource.not_found');
      expectError(await client.request('PATCH', path, { token: theirs, body: { price: 1 } }), 404, 'resource.not_found');
      expectError(await client.request('PUT', `${path}/stock`, { token: theirs, body: { stock: 1 } }), 404, 'resource.not_found');
      expectError(await client.request('DELETE', path, { token: theirs }), 404, 'resource.not_found');
      expectError(await client.request('GET', `${path}/stock-movements`, { token: theirs }), 404, 'resource.not_found');
      const list = await client.request('GET', `/products?search=${encodeURIComponent(created.body.sku)}`, { token: theirs });
      expect(list.body.pagination.total).toBe(0);
      // Their own product with the same SKU is theirs alone.
      expect((await create(input({ sku: created.body.sku }), theirs)).status).toBe(201);
    });

    it('lets a viewer only read, staff write but not delete, admin delete', async () => {
      const created = await create(input());
      const path = `/products/${created.body.id}`;
      expect((await client.request('GET', '/products', { token: tokens.viewer })).status).toBe(200);
      expectError(await create(input(), tokens.viewer), 403, 'auth.insufficient_scope');
      expectError(await client.request('PATCH', path, { token: tokens.viewer, body: { price: 1 } }), 403, 'auth.insufficient_scope');
      expectError(
        await client.request('PUT', `${path}/stock`, { token: tokens.viewer, body: { stock: 1 } }),
        403,
        'auth.insufficient_scope',
      );
      expectError(
        await client.request('POST', '/products/bulk', { token: tokens.viewer, body: { products: [input()] } }),
        403,
        'auth.insufficient_scope',
      );
      expect((await create(input(), tokens.staff)).status).toBe(201);
      expectError(await client.request('DELETE', path, { token: tokens.staff }), 403, 'auth.insufficient_scope');
      expect((await client.request('DELETE', path, { token: tokens.admin })).status).toBe(204);
    });
  });

  describe('GET /products', () => {
    it('pages newest first, searches SKU, title and barcode with Turkish casing, filters by marketplace', async () => {
      const token = tokens.searcher;
      const titles = ['İPEK EŞARP', 'ırmak çantası', 'Işıklı Ayna', 'iPhone Kılıfı'];
      for (const [i, title] of titles.entries()) {
        expect((await create({ sku: `ARA-${i}`, title, price: 10, barcode: `86900${i}` }, token)).status).toBe(201);
      }
      const page = await client.request('GET', '/products?page=2&per_page=3', { token });
      expect(page.body.pagination).toEqual({ page: 2, per_page: 3, total: 4, total_pages: 2 });
      expect(page.body.data.map((p: { title: string }) => p.title)).toEqual(['İPEK EŞARP']);
      const first = await client.request('GET', '/products', { token });
      expect(first.body.data.map((p: { title: string }) => p.title)).toEqual([...titles].reverse());

      const search = async (term: string) =>
        (await client.request('GET', `/products?search=${encodeURIComponent(term)}`, { token })).body.data.map(
          (p: { title: string }) => p.title,
        );
      expect(await search('ipek')).toEqual(['İPEK EŞARP']);
      expect(await search('IRMAK')).toEqual(['ırmak çantası']);
      expect(await search('ışık')).toEqual(['Işıklı Ayna']);
      expect(await search('IPHONE')).toEqual(['iPhone Kılıfı']);
      expect(await search('ara-2')).toEqual(['Işıklı Ayna']);
      expect(await search('869003')).toEqual(['iPhone Kılıfı']);
      expect(await search('yok-böyle-bir-şey')).toEqual([]);

      const onTrendyol = await client.request('GET', '/products?marketplace=trendyol', { token });
      expect(onTrendyol.body).toEqual({ data: [], pagination: { page: 1, per_page: 25, total: 0, total_pages: 0 } });
      expectInvalidField(await client.request('GET', '/products?marketplace=nowhere', { token }), 'marketplace');
    });

    it('refuses per_page above 100 or below 1 and a page that is not an integer', async () => {
      expectInvalidField(await client.request('GET', '/products?per_page=101', { token: tokens.viewer }), 'per_page');
      expectInvalidField(await client.request('GET', '/products?per_page=0', { token: tokens.viewer }), 'per_page');
      expectInvalidField(await client.request('GET', '/products?page=abc', { token: tokens.viewer }), 'page');
      expectInvalidField(await client.request('GET', '/products?page=1.5', { token: tokens.viewer }), 'page');
    });
  });

  describe('POST /products/bulk', () => {
    it('accepts 3 valid elements, rejects 4 invalid (a sale price above the price, a wrong GTIN) and 1 repeated SKU, and the job completes at 100', async () => {
      const existing = await create(input({ stock: 1 }), tokens.importer);
      const [a, b] = [uniqueSku('BULK'), uniqueSku('BULK')];
      const response = await client.request('POST', '/products/bulk', {
        token: tokens.importer,
        body: {
          products: [
            { sku: a, title: 'Birinci', price: 10, stock: 3 },
            { sku: 'bad-title', title: 'x'.repeat(101), price: 10 },
            { sku: b, title: 'İkinci', price: 20 },
            { sku: 'bad-price', title: 'Negatif', price: -5 },
            { sku: a, title: 'Birinci tekrar', price: 11 },
            { sku: existing.body.sku, title: 'Güncellenen', price: 99, stock: 0 },
            { sku: 'bad-sale', title: 'İndirim fazla', price: 10, sale_price: 11 },
            { sku: 'bad-gtin', title: 'Barkod hatalı', price: 10, barcode: '8690000000017' },
          ],
        },
      });
      expect(response.status).toBe(202);
      const rejections = [
        { index: 1, sku: 'bad-title', code: 'validation.failed', field: 'title', message: expect.any(String) },
        { index: 3, sku: 'bad-price', code: 'validation.failed', field: 'price', message: expect.any(String) },
        { index: 4, sku: a, code: 'resource.conflict', field: 'sku', message: expect.any(String) },
        { index: 6, sku: 'bad-sale', code: 'validation.failed', field: 'price', message: 'İndirimli fiyat, fiyattan yüksek olamaz.' },
        { index: 7, sku: 'bad-gtin', code: 'validation.failed', field: 'barcode', message: expect.stringContaining('kontrol basamağı') },
      ];
      expect(response.body).toEqual({ accepted: 3, rejected: 5, rejections, job_id: expect.stringMatching(/^job_/) });

      const job = await waitForJob(client, tokens.importer, response.body.job_id);
      expect(job.body).toMatchObject({
        id: response.body.job_id,
        status: 'completed',
        progress: 100,
        result: { created: 2, updated: 1, failed: 5, rejections },
      });
      const updated = await client.request('GET', `/products/${existing.body.id}`, { token: tokens.viewer });
      expect(updated.body).toMatchObject({ title: 'Güncellenen', price: 99, stock: 0 });
      const ledger = await client.request('GET', `/products/${existing.body.id}/stock-movements`, { token: tokens.viewer });
      expect(ledger.body.data[0]).toMatchObject({ seq: 2, old_stock: 1, new_stock: 0, source: 'bulk', reference: response.body.job_id });
      const created = await client.request('GET', `/products?search=${encodeURIComponent(a)}`, { token: tokens.viewer });
      expect(created.body.data).toEqual([expect.objectContaining({ sku: a, title: 'Birinci', stock: 3 })]);
      const jobOfOther = await client.request('GET', `/jobs/${response.body.job_id}`, { token: tokens.otherOwner });
      expectError(jobOfOther, 404, 'resource.not_found');
    }, 30_000);

    it('validates the list itself: required, at most 500 elements', async () => {
      expectInvalidField(await client.request('POST', '/products/bulk', { token: tokens.staff, body: {} }), 'products');
      expectInvalidField(await client.request('POST', '/products/bulk', { token: tokens.staff, body: { products: [] } }), 'products');
      const tooMany = Array.from({ length: 501 }, () => input());
      expectInvalidField(await client.request('POST', '/products/bulk', { token: tokens.staff, body: { products: tooMany } }), 'products');
    });

    it('gives 429 to the 6th bulk import of a user within a minute', async () => {
      const bulk = () => client.request('POST', '/products/bulk', { token: tokens.limited, body: { products: [input()] } });
      const first5 = await inBatches(5, 1, bulk);
      expect(first5.map((answer) => answer.status)).toEqual([202, 202, 202, 202, 202]);
      expect(first5.map((answer) => answer.headers['x-ratelimit-remaining'])).toEqual(['4', '3', '2', '1', '0']);
      const sixth = await bulk();
      expectRateLimited(sixth, 60);
      expect(sixth.headers['x-ratelimit-limit']).toBe('5');
    });
  });
});
