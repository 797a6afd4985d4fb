import {
  type ConnectionAccess,
  type IngestResult,
  type MarketplaceOrderDto,
  MarketplaceConnectionChanged,
  MarketplacesAccess,
  type MarketplaceSlug,
  newId,
  OrdersIngest,
  OrderStatusMirrorRequested,
  type RequestableOrderStatus,
} from '@tezgah/contracts';
import { DomainError } from '@tezgah/errors';
import { randomSuffix, type RunningService, type ServiceShape, startService } from '@tezgah/testing';
import { DataSource } from 'typeorm';
import { eventEnvelope, sharedPostgres, sleep, eventually } from '../../test/connector-harness';
import { FakeMarketplace, fakeOrder } from '../../test/fake-marketplace';
import { ConnectorServiceModule } from '../connector-service.module';

process.env.TEZGAH_ORDER_POLL_INTERVAL_MS = '100';
process.env.TEZGAH_ORDER_MIRROR_RETRY_MIN_MS = '200';
process.env.TEZGAH_ORDER_MIRROR_RETRY_MAX_MS = '400';
process.env.TEZGAH_ORDER_MIRROR_POLL_INTERVAL_MS = '50';

const SLUG: MarketplaceSlug = 'boyner';
const config = { environment: 'sandbox' as const, cargo_provider: null };

interface Ingested {
  tenant: string;
  slug: string;
  orders: string[];
  /** Orders created before it were there at connect: only the open ones are new. */
  connectedAt: string | undefined;
}

/** The marketplaces and orders services' side, served on each replica's transport. */
class StandIns {
  readonly connected = new Map<string, ConnectionAccess>();
  readonly ingested: Ingested[] = [];
  /** Ingest calls that fail before one succeeds. */
  failingIngests = 0;
  /** When set, ingestion waits for it. */
  ingestGate: Promise<void> | null = null;

  async serve(service: RunningService): Promise<void> {
    await service.rpc.serve(MarketplacesAccess, async ({ slug }, ctx) => {
      const access = this.connected.get(`${ctx.tenant_id}/${slug}`);
      if (!access) throw new DomainError('resource.not_found');
      return access;
    });
    await service.rpc.serve(OrdersIngest, async ({ slug, orders, connected_at }, ctx): Promise<IngestResult> => {
      this.ingested.push({
        tenant: ctx.tenant_id,
        slug,
        orders: orders.map((order) => order.marketplace_order_id),
        connectedAt: connected_at,
      });
      await this.ingestGate;
      if (this.failingIngests > 0) {
        this.failingIngests--;
        throw new DomainError('server.unavailable');
      }
      return { created: orders.length, updated: 0, unchanged: 0 };
    });
  }

  ingestedOf(tenant: string): string[] {
    return this.ingested.filter((call) => call.tenant === tenant).flatMap((call) => call.orders);
  }

  connect(tenant: string): void {
    this.connected.set(`${tenant}/${SLUG}`, {
      connection_id: `con_${tenant}`,
      tenant_id: tenant,
      slug: SLUG,
      status: 'connected',
      credentials: { api_key: 'k', api_secret: 's' },
      config,
      seller_id: 'S-1',
    });
  }
}

describe('order polling and status mirroring on PostgreSQL with in-process transports', () => {
  const marketplace = new FakeMarketplace();
  const standIns = new StandIns();
  const shared = sharedPostgres();
  let service: RunningService;

  async function start(shape: ServiceShape = shared.shape): Promise<RunningService> {
    const started = await startService(shape, 'connector-generic', [
      ConnectorServiceModule.forConnector(marketplace, { schema: 'connector_generic' }),
    ]);
    await standIns.serve(started);
    return started;
  }

  /** Connects the tenant (its first sync sees `existing` orders) and waits for the sync to store the cursor. */
  async function connectWithOrders(tenant: string, existing: MarketplaceOrderDto[], on = service): Promise<void> {
    marketplace.orderChanges.set(`${tenant}/${SLUG}`, existing);
    standIns.connect(tenant);
    await on.bus.publish([
      eventEnvelope(MarketplaceConnectionChanged, tenant, {
        connection_id: `con_${tenant}`,
        slug: SLUG,
        status: 'connected',
        sync_job_id: newId('job'),
      }),
    ]);
    await eventually(async () => (await cursorOf(tenant, on)) !== undefined);
  }

  async function cursorOf(tenant: string, on = service): Promise<string | null | undefined> {
    const rows: Array<{ orders_cursor: string | null }> = await on.app
      .get(DataSource)
      .query(`SELECT orders_cursor FROM connector_generic.connection_state WHERE tenant_id = $1 AND last_sync_at IS NOT NULL`, [tenant]);
    return rows[0]?.orders_cursor;
  }

  const pullsOf = (tenant: string) => marketplace.pulls.filter((pull) => pull.tenantId === tenant);

  const mirrorRequest = (tenant: string, order: string, status: RequestableOrderStatus, seq: number) =>
    eventEnvelope(OrderStatusMirrorRequested, tenant, {
      order_id: `ord_${order}`,
      marketplace: SLUG,
      marketplace_order_id: `MO-${order}`,
      status,
      tracking_number: status === 'shipped' ? 'YK123' : null,
      cargo_provider: status === 'shipped' ? 'yurtici' : null,
      seq,
    });

  beforeAll(async () => {
    service = await start();
  }, 60_000);

  afterAll(async () => {
    await service?.close();
    await shared.drop();
  });

  it('hands new orders to the orders service and moves the cursor only after they were ingested', async () => {
    const tenant = `poll-${randomSuffix()}`;
    await connectWithOrders(tenant, [fakeOrder(1)]);
    expect(await cursorOf(tenant)).toBe('1');

    let open = (): void => undefined;
    standIns.ingestGate = new Promise((resolve) => (open = resolve));
    marketplace.addOrderChange(tenant, SLUG, fakeOrder(2));
    marketplace.addOrderChange(tenant, SLUG, fakeOrder(3, 'cancelled'));
    await eventually(() => standIns.ingestedOf(tenant).length > 0);
    // The ingestion has not answered: the cursor still points before the page.
    await sleep(200);
    expect(await cursorOf(tenant)).toBe('1');
    open();
    standIns.ingestGate = null;
    await eventually(async () => (await cursorOf(tenant)) === '3');
    // The order there at connect was imported by the first sync; each new one once.
    expect(standIns.ingestedOf(tenant)).toEqual(['MO-1', 'MO-2', 'MO-3']);
    expect(standIns.ingested.find((call) => call.tenant === tenant)?.slug).toBe(SLUG);

    // Pages are followed at once, each ingested before the next is asked for.
    marketplace.ordersPageSize = 2;
    try {
      for (const id of [4, 5, 6, 7, 8]) marketplace.addOrderChange(tenant, SLUG, fakeOrder(id));
      await eventually(async () => (await cursorOf(tenant)) === '8');
    } finally {
      marketplace.ordersPageSize = 100;
    }
    expect(standIns.ingestedOf(tenant)).toEqual(['MO-1', 'MO-2', 'MO-3', 'MO-4', 'MO-5', 'MO-6', 'MO-7', 'MO-8']);
  }, 20_000);

  it('imports the orders there at connect and those placed during the first sync, each once, and polls on from where it stopped', async () => {
    const tenant = `first-${randomSuffix()}`;
    marketplace.ordersPageSize = 2;
    let open = (): void => undefined;
    standIns.ingestGate = new Promise((resolve) => (open = resolve));
    try {
      const connecting = connectWithOrders(tenant, [fakeOrder(1), fakeOrder(2), fakeOrder(3, 'shipped')]);
      // The sync's first page waits at the orders service: customers order meanwhile.
      await eventually(() => standIns.ingestedOf(tenant).length > 0);
      for (const id of [4, 5, 6]) marketplace.addOrderChange(tenant, SLUG, fakeOrder(id));
      open();
      standIns.ingestGate = null;
      await connecting;
      marketplace.addOrderChange(tenant, SLUG, fakeOrder(7));
      await eventually(async () => (await cursorOf(tenant)) === '7');
    } finally {
      marketplace.ordersPageSize = 100;
      standIns.ingestGate = null;
    }
    expect(standIns.ingestedOf(tenant)).toEqual(['MO-1', 'MO-2', 'MO-3', 'MO-4', 'MO-5', 'MO-6', 'MO-7']);
    const calls = standIns.ingested.filter((call) => call.tenant === tenant);
    // Whole pages go to the orders service, with the moment the sync read them (before it, only open orders are new).
    expect(calls.map((call) => call.orders)).toEqual([['MO-1', 'MO-2'], ['MO-3', 'MO-4'], ['MO-5', 'MO-6'], ['MO-7']]);
    const [synced, polled] = [Date.parse(calls[0].connectedAt!), Date.parse(calls[3].connectedAt!)];
    expect(calls.slice(0, 3).map((call) => call.connectedAt)).toEqual(new Array(3).fill(calls[0].connectedAt));
    // The polls name the sync's end: what was created before was the sync's to import.
    expect(polled).toBeGreaterThanOrEqual(synced);
  }, 20_000);

  it('polls each connection once per interval on its own: each turn falls due and wakes the look, without its 30 s safety net', async () => {
    const tenant = `turns-${randomSuffix()}`;
    await connectWithOrders(tenant, []);
    const from = pullsOf(tenant).length;
    // Six more turns, one each time the interval (100 ms) is up: however slow the machine, far
    // sooner than the safety net, which would bring one every 30 s.
    await eventually(() => expect(pullsOf(tenant).length - from).toBeGreaterThanOrEqual(6));
  });

  it('polls the same page again after the orders service or the marketplace failed', async () => {
    const tenant = `again-${randomSuffix()}`;
    await connectWithOrders(tenant, []);
    standIns.failingIngests = 1;
    marketplace.addOrderChange(tenant, SLUG, fakeOrder(1));
    await eventually(() => standIns.ingestedOf(tenant).length === 2);
    await eventually(async () => (await cursorOf(tenant)) === '1');
    expect(standIns.ingestedOf(tenant)).toEqual(['MO-1', 'MO-1']);

    marketplace.failingPulls.set(`${tenant}/${SLUG}`, 2);
    marketplace.addOrderChange(tenant, SLUG, fakeOrder(2));
    await eventually(async () => (await cursorOf(tenant)) === '2');
    expect(pullsOf(tenant).filter((pull) => pull.cursor === '1').length).toBeGreaterThanOrEqual(3);
    expect(standIns.ingestedOf(tenant)).toEqual(['MO-1', 'MO-1', 'MO-2']);
  }, 20_000);

  it('never has two replicas polling one connection at once', async () => {
    const tenant = `lease-${randomSuffix()}`;
    await connectWithOrders(tenant, []);
    const replica = await start();
    let open = (): void => undefined;
    try {
      await sleep(300);
      marketplace.maxPullsInFlight = 0;
      // The marketplace hangs: the connection stays due, only the lease keeps both replicas' looks off it.
      marketplace.pullGate = new Promise((resolve) => (open = resolve));
      const before = pullsOf(tenant).length;
      await eventually(() => pullsOf(tenant).length === before + 1);
      marketplace.addOrderChange(tenant, SLUG, fakeOrder(1));
      await sleep(800);
      expect(pullsOf(tenant)).toHaveLength(before + 1);
      open();
      marketplace.pullGate = null;
      await eventually(() => standIns.ingestedOf(tenant).length > 0);
      await sleep(300);
    } finally {
      open();
      marketplace.pullGate = null;
      await replica.close();
    }
    expect(marketplace.maxPullsInFlight).toBe(1);
    expect(standIns.ingestedOf(tenant)).toEqual(['MO-1']);
  }, 30_000);

  it('stops polling a connection that was disconnected, and polls it again once it reconnects', async () => {
    const tenant = `gone-${randomSuffix()}`;
    await connectWithOrders(tenant, []);
    await eventually(() => pullsOf(tenant).length > 0);
    standIns.connected.delete(`${tenant}/${SLUG}`);
    await service.bus.publish([
      eventEnvelope(MarketplaceConnectionChanged, tenant, {
        connection_id: `con_${tenant}`,
        slug: SLUG,
        status: 'disconnected',
        sync_job_id: null,
      }),
    ]);
    await sleep(200);
    const pulled = pullsOf(tenant).length;
    marketplace.addOrderChange(tenant, SLUG, fakeOrder(1));
    await sleep(800);
    expect(pullsOf(tenant)).toHaveLength(pulled);
    expect(standIns.ingestedOf(tenant)).toEqual([]);

    standIns.connect(tenant);
    await service.bus.publish([
      eventEnvelope(MarketplaceConnectionChanged, tenant, {
        connection_id: `con_${tenant}`,
        slug: SLUG,
        status: 'connected',
        sync_job_id: null,
      }),
    ]);
    await eventually(() => standIns.ingestedOf(tenant).length > 0, { timeoutMs: 5_000 });
    expect(standIns.ingestedOf(tenant)).toEqual(['MO-1']);
  }, 20_000);

  it('mirrors processing then shipped in that order, and never an older status after a newer one', async () => {
    const tenant = `mirror-${randomSuffix()}`;
    standIns.connect(tenant);
    await service.bus.publish([mirrorRequest(tenant, '1', 'processing', 1)]);
    await eventually(() => marketplace.statusesOf(tenant, 'MO-1').length === 1);
    await service.bus.publish([mirrorRequest(tenant, '1', 'shipped', 2)]);
    await eventually(() => marketplace.statusesOf(tenant, 'MO-1').length === 2);
    // A late copy of the older request.
    await service.bus.publish([mirrorRequest(tenant, '1', 'processing', 1)]);
    await sleep(300);
    expect(marketplace.statusesOf(tenant, 'MO-1')).toEqual(['processing', 'shipped']);
    expect(marketplace.statuses.filter((s) => s.tenantId === tenant).at(-1)?.change).toEqual({
      marketplace_order_id: 'MO-1',
      status: 'shipped',
      tracking_number: 'YK123',
      cargo_provider: 'yurtici',
    });
  }, 20_000);

  it('retries a status the marketplace failed to take, after its Retry-After, until it takes it', async () => {
    const tenant = `retry-${randomSuffix()}`;
    standIns.connect(tenant);
    marketplace.statusFailure = new DomainError('marketplace.rate_limited', undefined, 1);
    marketplace.failingStatusPushes = 2;
    await service.bus.publish([mirrorRequest(tenant, '1', 'processing', 1)]);
    await eventually(() => marketplace.statusesOf(tenant, 'MO-1').length === 3, { timeoutMs: 10_000 });
    const [first, second, third] = marketplace.statuses.filter((s) => s.tenantId === tenant).map((s) => s.at);
    expect(second - first).toBeGreaterThanOrEqual(950);
    expect(third - second).toBeGreaterThanOrEqual(950);
    await sleep(600);
    expect(marketplace.statusesOf(tenant, 'MO-1')).toEqual(['processing', 'processing', 'processing']);
  }, 20_000);

  it('ends a mirror the marketplace skips (a status it cannot take)', async () => {
    const tenant = `skip-${randomSuffix()}`;
    standIns.connect(tenant);
    await service.bus.publish([mirrorRequest(tenant, '1', 'delivered', 3)]);
    await eventually(() => marketplace.statusesOf(tenant, 'MO-1').length === 1);
    await sleep(500);
    expect(marketplace.statusesOf(tenant, 'MO-1')).toEqual(['delivered']);
    const [row]: Array<{ done_seq: number; outcome: string }> = await service.app
      .get(DataSource)
      .query(`SELECT done_seq, outcome FROM connector_generic.order_mirrors WHERE tenant_id = $1`, [tenant]);
    expect(row).toEqual({ done_seq: 3, outcome: 'skipped' });
  }, 20_000);

  it('keeps a pending mirror across a restart and sends it after', async () => {
    const own = sharedPostgres();
    const tenant = `restart-${randomSuffix()}`;
    standIns.connect(tenant);
    marketplace.statusFailure = new DomainError('marketplace.unreachable');
    marketplace.failingStatusPushes = Number.POSITIVE_INFINITY;
    try {
      const before = await start(own.shape);
      await before.bus.publish([mirrorRequest(tenant, '1', 'shipped', 2)]);
      await eventually(() => marketplace.statusesOf(tenant, 'MO-1').length >= 1);
      await before.close();
      marketplace.failingStatusPushes = 0;
      const after = await start(own.shape);
      try {
        await eventually(async () => {
          const rows: unknown[] = await after.app.get(DataSource).query(`SELECT 1 FROM connector_generic.order_mirrors WHERE done_seq = 2`);
          return rows.length === 1;
        });
      } finally {
        await after.close();
      }
    } finally {
      marketplace.failingStatusPushes = 0;
      await own.drop();
    }
    expect(marketplace.statusesOf(tenant, 'MO-1').at(-1)).toBe('shipped');
  }, 30_000);
});
