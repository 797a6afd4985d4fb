import type { ConnectionHandle, MarketplaceConnector, MarketplaceListing, OrdersPage } from '@tezgah/connector-kit';
import { ConnectorListingsMapped, ConnectorSyncCompleted, JobProgressReported, OrdersIngest } from '@tezgah/contracts';
import { DomainError } from '@tezgah/errors';
import { EventOutbox, type OutboxEntry, type RpcTransport } from '@tezgah/messaging';
import type { Transactions, Tx } from '@tezgah/persistence';
import { automock, fakeRpcTransport, fakeTransactions } from '@tezgah/testing/unit';
import { ConnectionHandles } from '../connections/connection-handles';
import { ListingClaims } from '../listings/listing-claims';
import { ListingsRepository } from '../listings/listings.repository';
import { OrderPoller } from '../orders/order-poller';
import { ConnectionStateRepository } from './connection-state.repository';
import { FirstSync, type SyncRequest } from './first-sync';

const request: SyncRequest = { tenantId: 'ten_a', connectionId: 'con_1', slug: 'trendyol', jobId: 'job_1' };
const handle = { tenantId: 'ten_a', slug: 'trendyol' } as ConnectionHandle;
const listing = (sku: string): MarketplaceListing => ({
  sku,
  barcode: null,
  listing_id: `L-${sku}`,
  title: sku,
  quantity: 1,
  price: 10,
  status: 'active',
});
const ordersPage = (count: number, cursor: string, more: boolean): OrdersPage => ({ orders: new Array(count).fill({}), cursor, more });
const NOW = Date.UTC(2026, 10, 28, 9);

describe(FirstSync.name, () => {
  let sut: FirstSync;
  let listings: jest.Mocked<ListingsRepository>;
  let connections: jest.Mocked<ConnectionStateRepository>;
  let outbox: jest.Mocked<EventOutbox>;
  let poller: jest.Mocked<OrderPoller>;
  let claims: jest.Mocked<ListingClaims>;
  let handles: jest.Mocked<ConnectionHandles>;
  let connector: jest.Mocked<Pick<MarketplaceConnector, 'listListings' | 'pullOrders' | 'lookBackCursor'>>;
  let rpc: jest.Mocked<RpcTransport>;
  let transactions: jest.Mocked<Transactions>;
  let tx: Tx;
  /** Every outbox entry, in the order written. */
  const written = () => outbox.add.mock.calls.flatMap(([, entries]) => entries as OutboxEntry[]);

  beforeEach(() => {
    ({ transactions, tx } = fakeTransactions());
    listings = automock(ListingsRepository);
    connections = automock(ConnectionStateRepository);
    outbox = automock(EventOutbox);
    claims = automock(ListingClaims);
    handles = automock(ConnectionHandles);
    handles.forConnection.mockResolvedValue(handle);
    connector = {
      listListings: jest
        .fn()
        .mockResolvedValueOnce({ listings: [listing('A'), listing('B')], next: 'p2' })
        .mockResolvedValueOnce({ listings: [listing('C')] }),
      pullOrders: jest
        .fn()
        .mockResolvedValueOnce(ordersPage(2, 'c1', true))
        .mockResolvedValueOnce(ordersPage(1, 'c2', false)),
      lookBackCursor: jest.fn((_slug, now) => `since-${now}`),
    };
    rpc = fakeRpcTransport();
    // The orders service stores what is new and open of each page.
    rpc.request
      .mockResolvedValueOnce({ created: 1, updated: 0, unchanged: 1 })
      .mockResolvedValueOnce({ created: 1, updated: 0, unchanged: 0 });
    jest.spyOn(Date, 'now').mockReturnValue(NOW);
    connections.syncFinished.mockResolvedValue(false);
    connections.finishSync.mockResolvedValue(true);
    listings.settleMap.mockResolvedValue({ add: ['A', 'C'], remove: ['Z'] });
    listings.counts.mockResolvedValue({ listings: 3, active_listings: 2 });
    const asConnector = { name: 'trendyol', ...connector } as unknown as MarketplaceConnector;
    poller = automock(OrderPoller);
    sut = new FirstSync(listings, claims, connections, transactions, outbox, handles, poller, rpc, asConnector);
  });

  afterEach(() => jest.restoreAllMocks());

  it('runs a job that finished already no more', async () => {
    connections.syncFinished.mockResolvedValue(true);

    await sut.run(request);

    expect(connections.syncFinished).toHaveBeenCalledWith('job_1');
    expect(connector.listListings).not.toHaveBeenCalled();
    expect(transactions.run).not.toHaveBeenCalled();
  });

  it('upserts every page with its progress in one transaction each, then imports the orders and keeps their last cursor', async () => {
    await sut.run(request);

    expect(connector.listListings.mock.calls.map(([, token]) => token)).toEqual([undefined, 'p2']);
    expect(listings.upsertSeen).toHaveBeenNthCalledWith(1, tx, 'ten_a', 'trendyol', [listing('A'), listing('B')], 'job_1');
    expect(listings.upsertSeen).toHaveBeenNthCalledWith(2, tx, 'ten_a', 'trendyol', [listing('C')], 'job_1');
    // Each page's SKUs were claimed from the catalog before the page was recorded.
    expect(claims.claim.mock.calls).toEqual([
      ['ten_a', 'trendyol', [listing('A'), listing('B')]],
      ['ten_a', 'trendyol', [listing('C')]],
    ]);
    expect(claims.claim.mock.invocationCallOrder[1]).toBeLessThan(listings.upsertSeen.mock.invocationCallOrder[1]);
    expect(
      written()
        .filter((entry) => entry.event === JobProgressReported)
        .map((entry) => entry.data),
    ).toEqual([
      { job_id: 'job_1', status: 'running', progress: 0 },
      { job_id: 'job_1', progress: 5 },
      { job_id: 'job_1', progress: 10 },
      { job_id: 'job_1', progress: 90 },
      { job_id: 'job_1', status: 'completed', progress: 100, result: { listings: 3, active_listings: 2, orders: 2 } },
    ]);
    expect(connections.synced).toHaveBeenCalledWith(tx, 'ten_a', 'trendyol', 'c2', expect.any(Date));
  });

  it("reads the orders from the start of the marketplace's look-back window, each page handed to the orders service to store the open ones", async () => {
    await sut.run(request);

    // Orders created before the sync read them were there at connect: the orders service stores the open ones.
    const connectedAt = new Date(NOW).toISOString();
    expect(connector.lookBackCursor).toHaveBeenCalledWith('trendyol', NOW);
    expect(connector.pullOrders.mock.calls.map(([, cursor, options]) => [cursor, options])).toEqual([
      [`since-${NOW}`, { background: true }],
      ['c1', { background: true }],
    ]);
    expect(rpc.request.mock.calls).toEqual([
      [
        OrdersIngest,
        expect.objectContaining({ tenant_id: 'ten_a' }),
        { slug: 'trendyol', orders: new Array(2).fill({}), connected_at: connectedAt },
      ],
      [OrdersIngest, expect.objectContaining({ tenant_id: 'ten_a' }), { slug: 'trendyol', orders: [{}], connected_at: connectedAt }],
    ]);
    // Imported before the job completes.
    expect(rpc.request.mock.invocationCallOrder[1]).toBeLessThan(connections.finishSync.mock.invocationCallOrder[0]);
  });

  it('completes with the mapped SKUs and the counts, in the transaction that records the end', async () => {
    await sut.run(request);

    expect(connections.finishSync).toHaveBeenCalledWith(tx, { jobId: 'job_1', tenantId: 'ten_a', slug: 'trendyol', status: 'completed' });
    expect(listings.settleMap).toHaveBeenCalledWith(tx, 'ten_a', 'trendyol', 'job_1');
    const mapped = written().filter((entry) => entry.event === ConnectorListingsMapped);
    expect(mapped.map((entry) => entry.data)).toEqual([
      { slug: 'trendyol', mode: 'add', skus: ['A', 'C'] },
      { slug: 'trendyol', mode: 'remove', skus: ['Z'] },
    ]);
    expect(written().find((entry) => entry.event === ConnectorSyncCompleted)?.data).toMatchObject({
      connection_id: 'con_1',
      slug: 'trendyol',
      product_count: 3,
      active_listing_count: 2,
    });
    // Its order polls may start at once.
    expect(poller.lookForDue).toHaveBeenCalledTimes(1);
  });

  it('writes no outcome when another delivery of the event finished the job first', async () => {
    connections.finishSync.mockResolvedValue(false);

    await sut.run(request);

    expect(listings.settleMap).not.toHaveBeenCalled();
    expect(connections.synced).not.toHaveBeenCalled();
    expect(written().some((entry) => entry.event === ConnectorSyncCompleted)).toBe(false);
  });

  it('fails the job, without throwing, when the marketplace fails', async () => {
    connector.listListings.mockReset().mockRejectedValue(new DomainError('business.invalid'));

    await sut.run(request);

    expect(connections.finishSync).toHaveBeenCalledWith(tx, { jobId: 'job_1', tenantId: 'ten_a', slug: 'trendyol', status: 'failed' });
    expect(written().at(-1)).toEqual({
      event: JobProgressReported,
      tenantId: 'ten_a',
      data: { job_id: 'job_1', status: 'failed', error: expect.any(String) },
    });
    expect(listings.upsertSeen).not.toHaveBeenCalled();
    expect(connector.pullOrders).not.toHaveBeenCalled();
  });

  it('throws its own failures (the database), so that the event is delivered again', async () => {
    listings.upsertSeen.mockRejectedValue(new Error('connection lost'));

    await expect(sut.run(request)).rejects.toThrow('connection lost');
    expect(connections.finishSync).not.toHaveBeenCalled();
  });
});
