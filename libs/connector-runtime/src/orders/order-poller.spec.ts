import type { ConnectionHandle, MarketplaceConnector, OrdersPage } from '@tezgah/connector-kit';
import { OrdersIngest } from '@tezgah/contracts';
import { DomainError } from '@tezgah/errors';
import type { RpcTransport } from '@tezgah/messaging';
import { automock, eventually, fakeRpcTransport } from '@tezgah/testing/unit';
import { ConnectionHandles } from '../connections/connection-handles';
import type { ConnectorRuntimeConfig } from '../connector-runtime.config';
import { OrderPoller } from './order-poller';
import { OrderPollsRepository } from './order-polls.repository';

const INTERVAL_MS = 60_000;
const LEASE_MS = 30_000;
const SYNCED_AT = new Date('2026-11-20T08:00:00.000Z');
const handle = { tenantId: 'ten_a', slug: 'trendyol' } as ConnectionHandle;
const page = (ids: string[], cursor: string, more = false): OrdersPage => ({
  orders: ids.map((id) => ({ marketplace_order_id: id })) as unknown as OrdersPage['orders'],
  cursor,
  more,
});

describe(OrderPoller.name, () => {
  let sut: OrderPoller;
  let polls: jest.Mocked<OrderPollsRepository>;
  let handles: jest.Mocked<ConnectionHandles>;
  let rpc: jest.Mocked<RpcTransport>;
  let pullOrders: jest.Mock<Promise<OrdersPage>, [ConnectionHandle, string | null]>;
  /** The connection's poll, claimed once, runs to its hand-back. */
  const pollOnce = async () => {
    await sut.start();
    sut.lookForDue();
    await eventually(() => polls.release.mock.calls.length + polls.sleep.mock.calls.length > 0);
    await sut.stop();
  };

  beforeEach(() => {
    polls = automock(OrderPollsRepository);
    polls.claimDue
      .mockResolvedValueOnce([{ tenant_id: 'ten_a', slug: 'trendyol', orders_cursor: 'c0', last_sync_at: SYNCED_AT }])
      .mockResolvedValue([]);
    polls.advance.mockResolvedValue(true);
    handles = automock(ConnectionHandles);
    handles.forConnection.mockResolvedValue(handle);
    rpc = fakeRpcTransport();
    pullOrders = jest.fn();
    const connector = { name: 'trendyol', pullOrders } as unknown as MarketplaceConnector;
    const config = { TEZGAH_ORDER_POLL_INTERVAL_MS: INTERVAL_MS, TEZGAH_ORDER_LEASE_MS: LEASE_MS } as ConnectorRuntimeConfig;
    sut = new OrderPoller(polls, handles, rpc, connector, config);
  });

  afterEach(() => sut.stop());

  it('claims due connections of the slugs it serves, for its lease', async () => {
    await pollOnce();

    expect(polls.claimDue).toHaveBeenCalledWith(['trendyol'], expect.any(String), LEASE_MS, 64);
  });

  it('ingests every page before moving the cursor past it, then hands the connection back for the next interval', async () => {
    pullOrders.mockResolvedValueOnce(page(['o1', 'o2'], 'c1', true)).mockResolvedValueOnce(page(['o3'], 'c2'));

    await pollOnce();

    expect(pullOrders.mock.calls.map(([, cursor]) => cursor)).toEqual(['c0', 'c1']);
    expect(rpc.request).toHaveBeenCalledTimes(2);
    expect(rpc.request.mock.calls[0][0]).toBe(OrdersIngest);
    // Orders created before the first sync were its to import.
    expect(rpc.request.mock.calls[0][2]).toEqual({
      slug: 'trendyol',
      orders: page(['o1', 'o2'], 'c1').orders,
      connected_at: SYNCED_AT.toISOString(),
    });
    expect(polls.advance.mock.calls.map((call) => call[3])).toEqual(['c1', 'c2']);
    expect(rpc.request.mock.invocationCallOrder[1]).toBeLessThan(polls.advance.mock.invocationCallOrder[1]);
    expect(polls.release).toHaveBeenCalledWith('ten_a', 'trendyol', expect.any(String), INTERVAL_MS, true);
  });

  it('writes nothing but the hand-back for an idle poll', async () => {
    pullOrders.mockResolvedValueOnce(page([], 'c0'));

    await pollOnce();

    expect(rpc.request).not.toHaveBeenCalled();
    expect(polls.advance).not.toHaveBeenCalled();
    expect(polls.release).toHaveBeenCalledWith('ten_a', 'trendyol', expect.any(String), INTERVAL_MS, true);
  });

  it('stops at once, for another replica to continue, when the lease was lost', async () => {
    pullOrders.mockResolvedValueOnce(page(['o1'], 'c1', true)).mockResolvedValueOnce(page(['o2'], 'c2'));
    polls.advance.mockResolvedValue(false);

    await pollOnce();

    expect(pullOrders).toHaveBeenCalledTimes(1);
    expect(polls.release).toHaveBeenCalledWith('ten_a', 'trendyol', expect.any(String), 0, true);
  });

  it('lets a connection that is not connected sleep for ten intervals instead of handing it back', async () => {
    handles.forConnection.mockRejectedValue(new DomainError('resource.not_found'));

    await pollOnce();

    expect(polls.sleep).toHaveBeenCalledWith('ten_a', 'trendyol', expect.any(String), 10 * INTERVAL_MS);
    expect(polls.release).not.toHaveBeenCalled();
  });

  it('keeps the cursor after a marketplace failure and waits its Retry-After when that is longer than the interval', async () => {
    pullOrders.mockRejectedValueOnce(new DomainError('rate_limit.exceeded', undefined, 120));

    await pollOnce();

    expect(polls.advance).not.toHaveBeenCalled();
    expect(polls.release).toHaveBeenCalledWith('ten_a', 'trendyol', expect.any(String), 120_000, false);
  });
});
