import {
  CatalogOutOfStockCount,
  CatalogProductsCreate,
  CatalogProductsDelete,
  CatalogProductsGet,
  CatalogProductsList,
  CatalogProductsSetStock,
  CatalogProductsUpdate,
  CatalogStockMovements,
  ConnectorListingsMapped,
  type EventEnvelope,
  newId,
  type ProductDto,
  type RequestContext,
} from '@tezgah/contracts';
import type { RpcTransport } from '@tezgah/messaging';
import { eventually, randomSuffix, type RunningService, SERVICE_SHAPES, startService } from '@tezgah/testing';
import { CatalogModule } from '../catalog.module';

const context = (tenant: string): RequestContext => ({ tenant_id: tenant, user_id: 7, role: 'owner', request_id: 'req_test' });
const demo = context('demo');
const other = context('other');

describe.each(SERVICE_SHAPES)('catalog service on $name', (shape) => {
  let service: RunningService;
  let rpc: RpcTransport;
  const events: EventEnvelope[] = [];

  beforeAll(async () => {
    service = await startService(shape, 'catalog', [CatalogModule]);
    rpc = service.rpc;
    await service.bus.subscribe({
      queue: 'observer',
      types: ['product.*', 'catalog.stock.changed'],
      handle: async (envelope) => void events.push(envelope),
    });
  }, 30_000);

  afterAll(() => service?.close());

  const create = (sku: string, extra: Partial<ProductDto> = {}, ctx = demo) =>
    rpc.request(CatalogProductsCreate, ctx, { sku, title: `Ürün ${sku}`, price: 10, ...extra });
  const productIdOf = (e: EventEnvelope) =>
    e.type === 'product.sold_out' ? (e.data as ProductDto).id : (e.data as { product_id: string }).product_id;
  const eventsOf = (productId: string, type: string) => events.filter((e) => e.type === type && productIdOf(e) === productId);

  it('never loses one of 50 concurrent stock changes: a gapless ledger, and events that chain', async () => {
    const product = await create(`CONC-${randomSuffix()}`);

    const values = Array.from({ length: 50 }, (_, i) => i + 1);
    await Promise.all(values.map((stock) => rpc.request(CatalogProductsSetStock, demo, { id: product.id, stock })));

    const ledger = await rpc.request(CatalogStockMovements, demo, { id: product.id, page: 1, per_page: 100 });
    expect(ledger.pagination.total).toBe(50);
    const rows = [...ledger.data].reverse();
    expect(rows.map((row) => row.seq)).toEqual(values);
    expect(rows[0].old_stock).toBe(0);
    for (let i = 1; i < rows.length; i++) expect(rows[i].old_stock).toBe(rows[i - 1].new_stock);
    expect(new Set(rows.map((row) => row.new_stock))).toEqual(new Set(values));
    const current = await rpc.request(CatalogProductsGet, demo, { id: product.id });
    expect(current.stock).toBe(rows[49].new_stock);

    await eventually(() => eventsOf(product.id, 'product.stock_changed').length === 50);
    const changes = eventsOf(product.id, 'product.stock_changed').map((e) => e.data as { old_stock: number; new_stock: number });
    const byOld = new Map(changes.map((change) => [change.old_stock, change.new_stock]));
    let stock = 0;
    for (let i = 0; i < 50; i++) stock = byOld.get(stock) ?? -1;
    expect(stock).toBe(current.stock);
    expect(changes).toEqual(
      expect.arrayContaining(rows.map((row) => expect.objectContaining({ old_stock: row.old_stock, new_stock: row.new_stock }))),
    );

    // The connectors' copy carries the ledger sequence: each value with the sequence of its row.
    await eventually(() => eventsOf(product.id, 'catalog.stock.changed').length === 50);
    const sequenced = eventsOf(product.id, 'catalog.stock.changed').map(
      (e) => e.data as { seq: number; new_stock: number; source: string },
    );
    expect(sequenced.map(({ seq, new_stock, source }) => ({ seq, new_stock, source })).sort((a, b) => a.seq - b.seq)).toEqual(
      rows.map((row) => ({ seq: row.seq, new_stock: row.new_stock, source: 'stock' })),
    );
  }, 60_000);

  it('keeps Product.marketplaces from the listing map the connectors report', async () => {
    const [listed, unlisted] = [await create(`MAP-${randomSuffix()}`), await create(`MAP-${randomSuffix()}`)];
    const mapped = (mode: 'add' | 'remove', skus: string[], slug = 'trendyol'): EventEnvelope => ({
      id: newId('evt'),
      type: ConnectorListingsMapped.type,
      version: ConnectorListingsMapped.version,
      tenant_id: 'demo',
      occurred_at: new Date().toISOString(),
      data: { slug, mode, skus },
    });
    const marketplacesOf = async (id: string) => (await rpc.request(CatalogProductsGet, demo, { id })).marketplaces;
    const added = mapped('add', [listed.sku, 'NOT-IN-CATALOG']);
    await service.bus.publish([added, added, mapped('add', [listed.sku], 'n11')]);
    await eventually(async () => expect((await marketplacesOf(listed.id)).sort()).toEqual(['n11', 'trendyol']));
    expect(await marketplacesOf(unlisted.id)).toEqual([]);
    const page = await rpc.request(CatalogProductsList, demo, { page: 1, per_page: 100, marketplace: 'n11' });
    expect(page.data.map((p) => p.id)).toContain(listed.id);
    expect(page.data.map((p) => p.id)).not.toContain(unlisted.id);
    // A search within a marketplace: both match the SKU's prefix, one is on n11.
    const searched = await rpc.request(CatalogProductsList, demo, { page: 1, per_page: 100, marketplace: 'n11', search: 'map-' });
    expect(searched.data.map((p) => p.id)).toEqual([listed.id]);
    expect(searched.pagination.total).toBe(1);

    await service.bus.publish([mapped('remove', [listed.sku], 'n11')]);
    await eventually(async () => expect(await marketplacesOf(listed.id)).toEqual(['trendyol']));
  }, 30_000);

  it('emits product.sold_out with the product when stock reaches 0, and nothing when it does not change', async () => {
    const product = await create(`SOLD-${randomSuffix()}`, { stock: 4 });
    await rpc.request(CatalogProductsSetStock, demo, { id: product.id, stock: 4 });
    await rpc.request(CatalogProductsSetStock, demo, { id: product.id, stock: 0 });

    await eventually(() => eventsOf(product.id, 'product.sold_out').length === 1);
    const soldOut = eventsOf(product.id, 'product.sold_out')[0].data as ProductDto;
    expect(soldOut).toMatchObject({ id: product.id, sku: product.sku, stock: 0 });
    const changes = eventsOf(product.id, 'product.stock_changed').map((e) => e.data);
    expect(changes).toEqual([
      { product_id: product.id, sku: product.sku, old_stock: 0, new_stock: 4 },
      { product_id: product.id, sku: product.sku, old_stock: 4, new_stock: 0 },
    ]);
  });

  it('counts the live products of a tenant at 0 stock, neither deleted ones nor another tenant’s', async () => {
    const tenant = context(`oos-${randomSuffix()}`);
    const count = async () => (await rpc.request(CatalogOutOfStockCount, tenant, {})).count;
    expect(await count()).toBe(0);
    const soldOut = await create(`OOS-${randomSuffix()}`, { stock: 0 }, tenant);
    const inStock = await create(`OOS-${randomSuffix()}`, { stock: 3 }, tenant);
    await create(`OOS-${randomSuffix()}`, { stock: 0 }, context(`oos-${randomSuffix()}`));
    expect(await count()).toBe(1);
    await rpc.request(CatalogProductsSetStock, tenant, { id: inStock.id, stock: 0 });
    expect(await count()).toBe(2);
    await rpc.request(CatalogProductsDelete, tenant, { id: soldOut.id });
    expect(await count()).toBe(1);
  });

  it('keeps SKUs unique among live products only, and a tenant to its own products', async () => {
    const sku = `SKU-${randomSuffix()}`;
    const first = await create(sku);
    await expect(create(sku)).rejects.toMatchObject({ code: 'resource.conflict' });
    const theirs = await create(sku, {}, other);
    expect(theirs.id).not.toBe(first.id);

    await expect(rpc.request(CatalogProductsGet, other, { id: first.id })).rejects.toMatchObject({ code: 'resource.not_found' });
    await expect(rpc.request(CatalogProductsDelete, other, { id: first.id })).rejects.toMatchObject({ code: 'resource.not_found' });
    await rpc.request(CatalogProductsDelete, demo, { id: first.id });
    await expect(rpc.request(CatalogProductsGet, demo, { id: first.id })).rejects.toMatchObject({ code: 'resource.not_found' });
    const again = await create(sku);
    expect(again.id).not.toBe(first.id);
  });

  it('applies a PATCH partially, refuses a SKU another live product holds, and clears with null', async () => {
    const a = await create(`PA-${randomSuffix()}`, { barcode: '869000', description: 'eski' });
    const b = await create(`PB-${randomSuffix()}`);
    await expect(rpc.request(CatalogProductsUpdate, demo, { id: b.id, changes: { sku: a.sku } })).rejects.toMatchObject({
      code: 'resource.conflict',
    });
    const patched = await rpc.request(CatalogProductsUpdate, demo, { id: a.id, changes: { barcode: null, price: 12.5 } });
    expect(patched).toMatchObject({ barcode: null, description: 'eski', price: 12.5, title: a.title });
    const unchanged = await rpc.request(CatalogProductsUpdate, demo, { id: a.id, changes: { price: 12.5 } });
    expect(unchanged.updated_at).toBe(patched.updated_at);
  });

  it('lists newest first, counts the live products, and searches with Turkish casing and Turkish letters typed plain', async () => {
    const tenant = context(`list-${randomSuffix()}`);
    const made: ProductDto[] = [];
    for (const title of ['İPEK ŞAL', 'ırmak taşı', 'Iğdır kayısısı', 'iPhone kılıfı'])
      made.push(await create(`L-${made.length}`, { title }, tenant));
    await rpc.request(CatalogProductsDelete, tenant, { id: made[3].id });

    const page = await rpc.request(CatalogProductsList, tenant, { page: 1, per_page: 2 });
    expect(page.pagination).toEqual({ page: 1, per_page: 2, total: 3, total_pages: 2 });
    expect(page.data.map((p) => p.title)).toEqual(['Iğdır kayısısı', 'ırmak taşı']);

    const titles = async (search: string) =>
      (await rpc.request(CatalogProductsList, tenant, { page: 1, per_page: 25, search })).data.map((p) => p.title).sort();
    expect(await titles('ipek')).toEqual(['İPEK ŞAL']);
    expect(await titles('IRMAK')).toEqual(['ırmak taşı']);
    expect(await titles('iğdir')).toEqual(['Iğdır kayısısı']);
    expect(await titles('l-1')).toEqual(['ırmak taşı']);
    expect(await titles('kılıf')).toEqual([]); // deleted
    expect(await titles('%')).toEqual([]);
    expect(await titles('tasi')).toEqual(['ırmak taşı']);
    expect(await titles('IGDIR KAYISISI')).toEqual(['Iğdır kayısısı']);
    // ş and s are one letter to a search: "sal", "taşı" and "kayısısı" all hold it.
    const filtered = await rpc.request(CatalogProductsList, tenant, { page: 1, per_page: 25, search: 'ş' });
    expect(filtered.pagination.total).toBe(3);
    // Pages of a search, newest first; a changed title is found by its new words only.
    const second = await rpc.request(CatalogProductsList, tenant, { page: 2, per_page: 1, search: 'ş' });
    expect({ titles: second.data.map((p) => p.title), total: second.pagination.total }).toEqual({ titles: ['ırmak taşı'], total: 3 });
    await rpc.request(CatalogProductsUpdate, tenant, { id: made[0].id, changes: { title: 'Kadife atkı' } });
    expect(await titles('ipek')).toEqual([]);
    expect(await titles('KADİFE')).toEqual(['Kadife atkı']);

    // A search's total stays exact as the catalogue changes: a product created, renamed, deleted.
    const total = async (search: string) =>
      (await rpc.request(CatalogProductsList, tenant, { page: 1, per_page: 1, search })).pagination.total;
    expect(await total('ş')).toBe(2);
    const sugar = await create('L-4', { title: 'Şeker' }, tenant);
    expect(await total('ş')).toBe(3);
    await rpc.request(CatalogProductsUpdate, tenant, { id: sugar.id, changes: { title: 'Bal' } });
    expect(await total('ş')).toBe(2);
    await rpc.request(CatalogProductsUpdate, tenant, { id: sugar.id, changes: { price: 99 } });
    expect(await total('ş')).toBe(2);
    await rpc.request(CatalogProductsDelete, tenant, { id: made[1].id });
    expect(await total('ş')).toBe(1);
  });
});
