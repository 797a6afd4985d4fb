import {
  CatalogListingsClaim,
  CatalogProductsCreate,
  CatalogProductsGet,
  CatalogProductsSetStock,
  CatalogProductsUpdate,
  type EventEnvelope,
  type EventData,
  type CatalogStockChanged,
  type ProductDto,
  type RequestContext,
} from '@tezgah/contracts';
import type { RpcTransport } from '@tezgah/messaging';
import { eventually, randomSuffix, type RunningService, SERVICE_SHAPES, startService } from '@tezgah/testing';
import { CatalogModule } from '../catalog.module';

type StockChange = EventData<typeof CatalogStockChanged>;
const context = (tenant: string): RequestContext => ({ tenant_id: tenant, user_id: 7, role: 'owner', request_id: 'req_test' });

describe.each(SERVICE_SHAPES)('listing claims on $name: stock changes name where their SKU may be listed', (shape) => {
  let service: RunningService;
  let rpc: RpcTransport;
  const changes: EventEnvelope<StockChange>[] = [];
  let tenant: RequestContext;

  beforeAll(async () => {
    service = await startService(shape, 'catalog', [CatalogModule]);
    rpc = service.rpc;
    await service.bus.subscribe({
      queue: 'observer-claims',
      types: ['catalog.stock.changed'],
      handle: async (envelope) => void changes.push(envelope as EventEnvelope<StockChange>),
    });
  }, 30_000);

  beforeEach(() => {
    tenant = context(`claims-${randomSuffix()}`);
  });

  afterAll(() => service?.close());

  const create = (sku: string, stock = 0, ctx = tenant) =>
    rpc.request(CatalogProductsCreate, ctx, { sku, title: `Ürün ${sku}`, price: 10, stock });
  const claim = (slug: string, skus: string[], ctx = tenant) => rpc.request(CatalogListingsClaim, ctx, { slug, skus });
  /** The `listed_on` of the product's stock change of sequence `seq`, once it was published. */
  const listedOnAt = (product: ProductDto, seq: number) =>
    eventually(() => {
      const found = changes.find((e) => e.data.product_id === product.id && e.data.seq === seq);
      if (!found) throw new Error(`no stock change ${seq} of ${product.sku} yet`);
      return found.data.listed_on;
    });

  it('names the claimed marketplaces for a product that exists, and for one created after the claim', async () => {
    const existing = await create('EXISTS');
    expect(await claim('hepsiburada', ['EXISTS', 'LATER'])).toEqual({ claimed: 1 });
    expect(await claim('n11', ['EXISTS'])).toEqual({ claimed: 1 });
    expect(await claim('n11', ['EXISTS'])).toEqual({ claimed: 0 });

    await rpc.request(CatalogProductsSetStock, tenant, { id: existing.id, stock: 4 });
    expect(await listedOnAt(existing, 1)).toEqual(['hepsiburada', 'n11']);
    const later = await create('LATER', 2);
    expect(await listedOnAt(later, 1)).toEqual(['hepsiburada']);

    // A claim is not a listing: the public marketplaces stay what the connectors report once a sync settles.
    expect((await rpc.request(CatalogProductsGet, tenant, { id: later.id })).marketplaces).toEqual([]);
  });

  it('names none for an unclaimed SKU or another tenant’s claim, and follows a SKU change', async () => {
    const otherTenant = context(`claims-${randomSuffix()}`);
    await claim('trendyol', ['SHARED'], otherTenant);
    const mine = await create('SHARED', 1);
    expect(await listedOnAt(mine, 1)).toEqual([]);

    await claim('amazon', ['RENAMED']);
    await rpc.request(CatalogProductsUpdate, tenant, { id: mine.id, changes: { sku: 'RENAMED', stock: 6 } });
    expect(await listedOnAt(mine, 2)).toEqual(['amazon']);
  });

  it('misses no product created while a claim of its SKU is in flight', async () => {
    const skus = Array.from({ length: 30 }, (_, i) => `RACE-${i}`);
    const [created] = await Promise.all([Promise.all(skus.map((sku) => create(sku))), claim('hepsiburada', skus)]);
    await Promise.all(created.map((product) => rpc.request(CatalogProductsSetStock, tenant, { id: product.id, stock: 3 })));
    for (const product of created) expect(await listedOnAt(product, 1)).toEqual(['hepsiburada']);
  });
});
