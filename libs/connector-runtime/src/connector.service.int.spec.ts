import {
  CatalogListingsClaim,
  CatalogStockChanged,
  type ConnectionAccess,
  connectorPatterns,
  ERROR_MESSAGES_TR,
  type EventEnvelope,
  type JobReport,
  MarketplaceConnectionChanged,
  marketplaceMessage,
  MarketplacesAccess,
  type MarketplaceSlug,
  newId,
  OrdersIngest,
  type RequestContext,
} from '@tezgah/contracts';
import { DomainError } from '@tezgah/errors';
import { randomSuffix, type RunningService, startService } from '@tezgah/testing';
import { eventEnvelope as envelope, postgresInProcess, sleep, eventually } from '../test/connector-harness';
import { FakeMarketplace } from '../test/fake-marketplace';
import { ConnectorServiceModule } from './connector-service.module';

process.env.TEZGAH_STOCK_PUSH_WINDOW_MS = '50';
process.env.TEZGAH_STOCK_RETRY_MIN_MS = '300';
process.env.TEZGAH_STOCK_RETRY_MAX_MS = '600';
process.env.TEZGAH_STOCK_POLL_INTERVAL_MS = '100';

const patterns = connectorPatterns('generic');
const SLUG: MarketplaceSlug = 'boyner';
const context = (tenant: string): RequestContext => ({ tenant_id: tenant, user_id: 1, role: 'owner', request_id: 'req_test' });
const config = { environment: 'sandbox' as const, cargo_provider: null };

describe('ConnectorServiceModule on PostgreSQL with in-process transports', () => {
  const marketplace = new FakeMarketplace();
  const connected = new Map<string, ConnectionAccess>();
  const events: EventEnvelope[] = [];
  /** What the catalog was told before each page of listings was recorded. */
  const claims: Array<{ tenant: string; slug: string; skus: string[] }> = [];
  let service: RunningService;

  const jobReports = (jobId: string) =>
    events.filter((e) => e.type === 'job.progress_reported' && (e.data as JobReport).job_id === jobId).map((e) => e.data as JobReport);
  const ofTenant = (tenant: string, type: string) => events.filter((e) => e.tenant_id === tenant && e.type === type);

  /** The marketplaces service's side: the tenant's connection, then the event that it changed. */
  async function connect(tenant: string, slug: MarketplaceSlug, jobId: string | null): Promise<EventEnvelope> {
    connected.set(`${tenant}/${slug}`, {
      connection_id: `con_${tenant}`,
      tenant_id: tenant,
      slug,
      status: 'connected',
      credentials: { api_key: 'k', api_secret: 's' },
      config,
      seller_id: 'S-1',
    });
    const changed = envelope(MarketplaceConnectionChanged, tenant, {
      connection_id: `con_${tenant}`,
      slug,
      status: 'connected',
      sync_job_id: jobId,
    });
    await service.bus.publish([changed]);
    return changed;
  }

  async function syncListings(tenant: string, skus: string[]): Promise<void> {
    marketplace.listings.set(
      `${tenant}/${SLUG}`,
      skus.map((sku) => ({ sku, barcode: `B-${sku}`, listing_id: `L-${sku}`, title: sku, quantity: 1, price: 10, status: 'active' })),
    );
    const jobId = newId('job');
    await connect(tenant, SLUG, jobId);
    await eventually(() => jobReports(jobId).some((report) => report.status === 'completed'), { timeoutMs: 20_000 });
  }

  let seq = 0;
  const stockChange = (tenant: string, sku: string, stock: number, at = ++seq) =>
    envelope(CatalogStockChanged, tenant, {
      product_id: `prd_${sku}`,
      sku,
      barcode: null,
      old_stock: 0,
      new_stock: stock,
      seq: at,
      source: 'stock' as const,
      reference: null,
      marketplace: null,
    });

  beforeAll(async () => {
    service = await startService(postgresInProcess, 'connector-generic', [
      ConnectorServiceModule.forConnector(marketplace, { schema: 'connector_generic' }),
    ]);
    // Stands in for the catalog.
    await service.rpc.serve(CatalogListingsClaim, async ({ slug, skus }, ctx) => {
      claims.push({ tenant: ctx.tenant_id, slug, skus });
      return { claimed: skus.length };
    });
    // Stands in for the orders service: an order it knows is not created again.
    const knownOrders = new Set<string>();
    await service.rpc.serve(OrdersIngest, async ({ orders }, ctx) => {
      const fresh = orders.filter((order) => !knownOrders.has(`${ctx.tenant_id}/${order.marketplace_order_id}`));
      for (const order of fresh) knownOrders.add(`${ctx.tenant_id}/${order.marketplace_order_id}`);
      return { created: fresh.length, updated: 0, unchanged: orders.length - fresh.length };
    });
    // Stands in for the marketplaces service.
    await service.rpc.serve(MarketplacesAccess, async ({ slug }, ctx) => {
      const access = connected.get(`${ctx.tenant_id}/${slug}`);
      if (!access) throw new DomainError('resource.not_found');
      return access;
    });
    await service.bus.subscribe({
      queue: 'observer',
      types: ['job.progress_reported', 'connectors.#'],
      handle: async (e) => void events.push(e),
    });
  }, 60_000);

  afterAll(() => service?.close());

  it('runs the first sync once: listings read, mapped SKUs published, open orders imported, job completed', async () => {
    const tenant = `sync-${randomSuffix()}`;
    marketplace.listings.set(`${tenant}/${SLUG}`, [
      { sku: 'A', barcode: '1', listing_id: 'L-A', title: 'Elbise', quantity: 3, price: 99.9, status: 'active' },
      { sku: 'B', barcode: null, listing_id: 'L-B', title: null, quantity: 0, price: null, status: 'active' },
      { sku: 'C', barcode: '3', listing_id: 'L-C', title: 'Şal', quantity: 5, price: 20, status: 'passive' },
      { sku: 'D', barcode: '4', listing_id: 'L-D', title: 'Kılıf', quantity: 1, price: 5, status: 'active' },
      { sku: 'E', barcode: '5', listing_id: 'L-E', title: 'Kılıf', quantity: 1, price: 5, status: 'active' },
    ]);
    const changed = await connect(tenant, SLUG, 'job_first');
    await eventually(() => jobReports('job_first').some((report) => report.status === 'completed'));

    const reports = jobReports('job_first');
    expect(reports[0]).toMatchObject({ status: 'running', progress: 0 });
    const progress = reports.map((report) => report.progress ?? 0);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(reports.at(-1)).toEqual({
      job_id: 'job_first',
      status: 'completed',
      progress: 100,
      result: { listings: 5, active_listings: 4, orders: 3 },
    });
    expect(ofTenant(tenant, 'connectors.listings.mapped').map((e) => e.data)).toEqual([
      { slug: SLUG, mode: 'add', skus: ['A', 'B', 'D', 'E'] },
    ]);
    // Every SKU recorded, active or not, was claimed first, so stock changes name this marketplace.
    expect(
      claims
        .filter((claim) => claim.tenant === tenant)
        .flatMap((claim) => claim.skus)
        .sort(),
    ).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(ofTenant(tenant, 'connectors.sync.completed').map((e) => e.data)).toEqual([
      expect.objectContaining({ connection_id: `con_${tenant}`, slug: SLUG, product_count: 5, active_listing_count: 4 }),
    ]);

    // A redelivered event does not run the finished job again.
    await service.bus.publish([changed]);
    await sleep(300);
    expect(jobReports('job_first').filter((report) => report.status === 'completed')).toHaveLength(1);

    const page = await service.rpc.request(patterns.listings, context(tenant), { slug: SLUG, page: 2, per_page: 2 });
    expect(page.pagination).toEqual({ page: 2, per_page: 2, total: 5, total_pages: 3 });
    expect(page.data.map((listing) => listing.sku)).toEqual(['C', 'D']);
    expect(page.data[0]).toMatchObject({ listing_id: 'L-C', title: 'Şal', quantity: 5, price: 20, status: 'passive', product_id: null });

    // A later sync: D left the marketplace, C became active, E stopped selling.
    marketplace.listings.set(`${tenant}/${SLUG}`, [
      ...marketplace.listings
        .get(`${tenant}/${SLUG}`)!
        .filter((l) => l.sku !== 'D' && l.sku !== 'E')
        .map((l) => ({ ...l, status: 'active' })),
      { sku: 'E', barcode: '5', listing_id: 'L-E', title: 'Kılıf', quantity: 0, price: 5, status: 'suspended' },
    ]);
    await connect(tenant, SLUG, 'job_second');
    await eventually(() => jobReports('job_second').some((report) => report.status === 'completed'));
    // Its orders were imported by the first.
    expect(jobReports('job_second').at(-1)?.result).toEqual({ listings: 4, active_listings: 3, orders: 0 });
    expect(
      ofTenant(tenant, 'connectors.listings.mapped')
        .slice(1)
        .map((e) => e.data),
    ).toEqual([
      { slug: SLUG, mode: 'add', skus: ['C'] },
      { slug: SLUG, mode: 'remove', skus: expect.arrayContaining(['D', 'E']) },
    ]);
  }, 30_000);

  it('fails the sync job with a Turkish error when the marketplace cannot be reached', async () => {
    const tenant = `down-${randomSuffix()}`;
    const listListings = marketplace.listListings;
    marketplace.listListings = async () => {
      throw new DomainError('marketplace.unreachable');
    };
    try {
      await connect(tenant, SLUG, 'job_down');
      await eventually(() => jobReports('job_down').some((report) => report.status === 'failed'));
    } finally {
      marketplace.listListings = listListings;
    }
    expect(jobReports('job_down').at(-1)?.error).toBe(
      marketplaceMessage('first_sync_failed', { reason: ERROR_MESSAGES_TR['marketplace.unreachable'] }),
    );
    expect(ofTenant(tenant, 'connectors.sync.completed')).toHaveLength(0);
  });

  it('verifies credentials it is given, and answers 404 for what it does not serve or has no connection for', async () => {
    const ctx = context(`verify-${randomSuffix()}`);
    await expect(
      service.rpc.request(patterns.verify, ctx, {
        slug: 'teknosa',
        credentials: { api_key: 'k', api_secret: 's', seller_id: 'P-9' },
        config,
      }),
    ).resolves.toEqual({
      seller_id: 'P-9',
      store_name: 'Mağaza @ http://127.0.0.1:3100/teknosa',
    });
    await expect(
      service.rpc.request(patterns.verify, ctx, { slug: 'teknosa', credentials: { api_key: 'invalid', api_secret: 's' }, config }),
    ).rejects.toMatchObject({
      code: 'business.invalid',
    });
    await expect(service.rpc.request(patterns.verify, ctx, { slug: 'trendyol', credentials: {}, config })).rejects.toMatchObject({
      code: 'resource.not_found',
    });
    await expect(service.rpc.request(patterns.orders, ctx, { slug: SLUG, page: 1, per_page: 25 })).rejects.toMatchObject({
      code: 'resource.not_found',
    });
    await expect(service.rpc.request(patterns.refreshGrant, ctx, { slug: SLUG })).rejects.toMatchObject({ code: 'resource.not_found' });
    await expect(service.rpc.request(patterns.listings, ctx, { slug: 'amazon', page: 1, per_page: 25 })).rejects.toMatchObject({
      code: 'resource.not_found',
    });
  });

  it('pages the live orders of a connected marketplace', async () => {
    const tenant = `orders-${randomSuffix()}`;
    await syncListings(tenant, ['O-1']);
    const page = await service.rpc.request(patterns.orders, context(tenant), { slug: SLUG, page: 2, per_page: 2 });
    expect(page.pagination).toEqual({ page: 2, per_page: 2, total: 3, total_pages: 2 });
    expect(page.data.map((o) => o.marketplace_order_id)).toEqual(['MO-3']);
  });

  it('ends with the newest value when stock events arrive out of order, and never sends an older one after it', async () => {
    const tenant = `order-${randomSuffix()}`;
    await syncListings(tenant, ['SEQ-1', 'SEQ-2']);
    await service.bus.publish([stockChange(tenant, 'SEQ-1', 30, 3), stockChange(tenant, 'SEQ-1', 20, 2)]);
    await eventually(() => marketplace.quantitiesOf(tenant, 'SEQ-1').includes(30));
    // Sequence 2 once more, after 3 was pushed.
    await service.bus.publish([stockChange(tenant, 'SEQ-1', 20, 2), stockChange(tenant, 'SEQ-2', 7, 1)]);
    await eventually(() => marketplace.quantitiesOf(tenant, 'SEQ-2').includes(7));
    await sleep(300);
    const sent = marketplace.quantitiesOf(tenant, 'SEQ-1');
    expect(sent.at(-1)).toBe(30);
    expect(sent.slice(sent.indexOf(30))).not.toContain(20);
    const listing = await service.rpc.request(patterns.listings, context(tenant), { slug: SLUG, page: 1, per_page: 10 });
    expect(listing.data.map((l) => [l.sku, l.quantity, l.product_id])).toEqual([
      ['SEQ-1', 30, 'prd_SEQ-1'],
      ['SEQ-2', 7, 'prd_SEQ-2'],
    ]);
  }, 30_000);

  it("applies a change once however often it is delivered: a former product's repeated change does not undo its successor's value", async () => {
    const tenant = `redelivered-${randomSuffix()}`;
    await syncListings(tenant, ['REUSED-1']);
    const former = stockChange(tenant, 'REUSED-1', 40, 9);
    await service.bus.publish([former]);
    await eventually(() => marketplace.quantitiesOf(tenant, 'REUSED-1').includes(40));
    // The product was deleted and a new one took its SKU: its ledger starts again at 1.
    const successor = stockChange(tenant, 'REUSED-1', 6, 1);
    successor.data.product_id = 'prd_successor';
    await service.bus.publish([successor]);
    await eventually(() => marketplace.quantitiesOf(tenant, 'REUSED-1').includes(6));
    await service.bus.publish([former]);
    await sleep(300);
    expect(marketplace.quantitiesOf(tenant, 'REUSED-1')).toEqual([40, 6]);
  }, 20_000);

  it("sends a new product's value even when its SKU's former product's value was in flight when it arrived", async () => {
    const tenant = `taken-over-${randomSuffix()}`;
    await syncListings(tenant, ['TAKEN-1']);
    marketplace.answerDelayMs = 500;
    try {
      await service.bus.publish([stockChange(tenant, 'TAKEN-1', 40, 9)]);
      await eventually(() => marketplace.quantitiesOf(tenant, 'TAKEN-1').includes(40));
      // The marketplace holds the former product's value and has not answered yet.
      const successor = stockChange(tenant, 'TAKEN-1', 6, 1);
      successor.data.product_id = 'prd_taken_over';
      await service.bus.publish([successor]);
    } finally {
      marketplace.answerDelayMs = 0;
    }
    await eventually(() => marketplace.quantitiesOf(tenant, 'TAKEN-1').includes(6), { timeoutMs: 5_000 });
    expect(marketplace.quantitiesOf(tenant, 'TAKEN-1')).toEqual([40, 6]);
  }, 20_000);

  it('pushes 1,500 changes in batches within the marketplace cap, one batch in flight per connection', async () => {
    const tenant = `bulk-${randomSuffix()}`;
    const skus = Array.from({ length: 1500 }, (_, i) => `BULK-${String(i).padStart(4, '0')}`);
    marketplace.pageSize = 500;
    try {
      await syncListings(tenant, skus);
    } finally {
      marketplace.pageSize = 2;
    }
    marketplace.maxInFlight = 0;
    await service.bus.publish(skus.map((sku, i) => stockChange(tenant, sku, i + 1)));
    const pushedOf = () => new Set(marketplace.pushes.filter((p) => p.tenantId === tenant).flatMap((p) => p.updates.map((u) => u.sku)));
    await eventually(() => pushedOf().size === 1500, { timeoutMs: 30_000 });

    const batches = marketplace.pushes.filter((p) => p.tenantId === tenant);
    expect(batches.length).toBeGreaterThanOrEqual(3);
    expect(Math.max(...batches.map((b) => b.updates.length))).toBeLessThanOrEqual(500);
    expect(marketplace.maxInFlight).toBe(1);
    expect(skus.every((sku, i) => marketplace.quantitiesOf(tenant, sku).at(-1) === i + 1)).toBe(true);
  }, 60_000);

  it('retries a failed push after its back-off until the marketplace takes it', async () => {
    const tenant = `retry-${randomSuffix()}`;
    await syncListings(tenant, ['RETRY-1']);
    marketplace.failingPushes = 1;
    await service.bus.publish([stockChange(tenant, 'RETRY-1', 11)]);
    await eventually(() => marketplace.quantitiesOf(tenant, 'RETRY-1').length === 2, { timeoutMs: 10_000 });
    const [failed, retried] = marketplace.pushes.filter((p) => p.tenantId === tenant);
    expect(retried.at - failed.at).toBeGreaterThanOrEqual(300 - 20);
    expect(retried.updates).toEqual([{ sku: 'RETRY-1', barcode: 'B-RETRY-1', listing_id: 'L-RETRY-1', quantity: 11, price: 10 }]);
    await sleep(500);
    expect(marketplace.quantitiesOf(tenant, 'RETRY-1')).toEqual([11, 11]);
  }, 20_000);

  it('does not retry a SKU the marketplace refused for good', async () => {
    const tenant = `refused-${randomSuffix()}`;
    await syncListings(tenant, ['GONE-1', 'FINE-1']);
    marketplace.refusedSkus.add('GONE-1');
    await service.bus.publish([stockChange(tenant, 'GONE-1', 4), stockChange(tenant, 'FINE-1', 5)]);
    await eventually(() => marketplace.quantitiesOf(tenant, 'FINE-1').length === 1);
    await sleep(900);
    expect(marketplace.quantitiesOf(tenant, 'GONE-1')).toEqual([4]);
    expect(marketplace.quantitiesOf(tenant, 'FINE-1')).toEqual([5]);
  }, 20_000);

  it('keeps the pushes of a connection that is not connected until it connects', async () => {
    const tenant = `dormant-${randomSuffix()}`;
    await syncListings(tenant, ['LATER-1']);
    connected.delete(`${tenant}/${SLUG}`);
    await service.bus.publish([
      envelope(MarketplaceConnectionChanged, tenant, {
        connection_id: `con_${tenant}`,
        slug: SLUG,
        status: 'disconnected',
        sync_job_id: null,
      }),
    ]);
    await sleep(100);
    await service.bus.publish([stockChange(tenant, 'LATER-1', 8)]);
    await sleep(500);
    expect(marketplace.quantitiesOf(tenant, 'LATER-1')).toEqual([]);
    await connect(tenant, SLUG, null);
    await eventually(() => marketplace.quantitiesOf(tenant, 'LATER-1').includes(8));
  }, 20_000);
});
