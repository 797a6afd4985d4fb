import type { MarketplaceConnector } from '@tezgah/connector-kit';
import { type EventData, type EventEnvelope, MarketplaceConnectionChanged } from '@tezgah/contracts';
import { EventInbox } from '@tezgah/messaging';
import type { Tx } from '@tezgah/persistence';
import { automock, fakeTransactions } from '@tezgah/testing/unit';
import { OrderMirrorWorker } from '../orders/order-mirror.worker';
import { OrderMirrorsRepository } from '../orders/order-mirrors.repository';
import { OrderPoller } from '../orders/order-poller';
import { OrderPollsRepository } from '../orders/order-polls.repository';
import { StockPushFlusher } from '../stock/stock-push-flusher';
import { StockPushesRepository } from '../stock/stock-pushes.repository';
import { FirstSync } from '../sync/first-sync';
import { ConnectionChanges } from './connection-changes';
import { ConnectionHandles } from './connection-handles';

type Change = EventData<typeof MarketplaceConnectionChanged>;

describe(ConnectionChanges.name, () => {
  let sut: ConnectionChanges;
  let inbox: jest.Mocked<EventInbox>;
  let tx: Tx;
  let stockPushes: jest.Mocked<StockPushesRepository>;
  let orderMirrors: jest.Mocked<OrderMirrorsRepository>;
  let orderPolls: jest.Mocked<OrderPollsRepository>;
  let handles: jest.Mocked<ConnectionHandles>;
  let flusher: jest.Mocked<StockPushFlusher>;
  let sync: jest.Mocked<FirstSync>;
  const envelope = (data: Partial<Change>): EventEnvelope<Change> => ({
    id: 'evt_1',
    type: MarketplaceConnectionChanged.type,
    version: MarketplaceConnectionChanged.version,
    tenant_id: 'ten_a',
    occurred_at: '2026-03-01T10:00:00.000Z',
    data: { connection_id: 'con_1', slug: 'trendyol', status: 'connected', sync_job_id: null, ...data },
  });

  beforeEach(() => {
    ({ tx } = fakeTransactions());
    inbox = automock(EventInbox);
    inbox.once.mockImplementation(async (_consumer, _envelope, work) => {
      await work(tx);
      return true;
    });
    stockPushes = automock(StockPushesRepository);
    orderMirrors = automock(OrderMirrorsRepository);
    orderPolls = automock(OrderPollsRepository);
    handles = automock(ConnectionHandles);
    flusher = automock(StockPushFlusher);
    sync = automock(FirstSync);
    const connector = { name: 'trendyol' } as MarketplaceConnector;
    sut = new ConnectionChanges(
      inbox,
      stockPushes,
      orderMirrors,
      orderPolls,
      handles,
      flusher,
      automock(OrderMirrorWorker),
      automock(OrderPoller),
      sync,
      connector,
    );
  });

  it('wakes the dormant pushes, mirrors and polls of a connection that connected, in one inbox transaction', async () => {
    await sut.apply('connector-trendyol', envelope({}));

    expect(inbox.once).toHaveBeenCalledWith('connector-trendyol', expect.objectContaining({ id: 'evt_1' }), expect.any(Function));
    expect(stockPushes.wake).toHaveBeenCalledWith(tx, 'ten_a', 'trendyol');
    expect(orderMirrors.wake).toHaveBeenCalledWith(tx, 'ten_a', 'trendyol');
    expect(orderPolls.wake).toHaveBeenCalledWith(tx, 'ten_a', 'trendyol');
    expect(flusher.schedule).toHaveBeenCalledWith('ten_a', 'trendyol', 0);
    expect(handles.forget).toHaveBeenCalledWith('ten_a', 'trendyol');
    expect(sync.run).not.toHaveBeenCalled();
  });

  it('runs the first sync of a new connection', async () => {
    await sut.apply('connector-trendyol', envelope({ sync_job_id: 'job_1' }));

    expect(sync.run).toHaveBeenCalledWith({ tenantId: 'ten_a', connectionId: 'con_1', slug: 'trendyol', jobId: 'job_1' });
  });

  it('only forgets the cached handle of a connection that ended', async () => {
    await sut.apply('connector-trendyol', envelope({ status: 'disconnected' }));

    expect(handles.forget).toHaveBeenCalledWith('ten_a', 'trendyol');
    expect(inbox.once).not.toHaveBeenCalled();
  });

  it('ignores marketplaces another connector serves', async () => {
    await sut.apply('connector-trendyol', envelope({ slug: 'n11' }));

    expect(handles.forget).not.toHaveBeenCalled();
    expect(inbox.once).not.toHaveBeenCalled();
  });
});
