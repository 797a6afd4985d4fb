import type { ConnectionHandle, MarketplaceConnector, StockPushOutcome } from '@tezgah/connector-kit';
import { DomainError } from '@tezgah/errors';
import { automock, eventually } from '@tezgah/testing/unit';
import { ConnectionHandles } from '../connections/connection-handles';
import type { ConnectorRuntimeConfig } from '../connector-runtime.config';
import { StockPushFlusher } from './stock-push-flusher';
import { type DuePush, StockPushesRepository } from './stock-pushes.repository';

const config = {
  TEZGAH_STOCK_PUSH_WINDOW_MS: 0,
  TEZGAH_STOCK_POLL_INTERVAL_MS: 60_000,
  TEZGAH_STOCK_LEASE_MS: 30_000,
  TEZGAH_STOCK_RETRY_MIN_MS: 1_000,
  TEZGAH_STOCK_RETRY_MAX_MS: 60_000,
} as ConnectorRuntimeConfig;
const handle = { tenantId: 'ten_a', slug: 'trendyol' } as ConnectionHandle;
const due = (sku: string, extra: Partial<DuePush> = {}): DuePush => ({
  sku,
  product_id: `prd_${sku}`,
  desired_quantity: 5,
  desired_seq: 3,
  changed_at: new Date(),
  attempts: 0,
  barcode: `B-${sku}`,
  listing_id: `L-${sku}`,
  price: 12.5,
  ...extra,
});

describe(StockPushFlusher.name, () => {
  let sut: StockPushFlusher;
  let pushes: jest.Mocked<StockPushesRepository>;
  let handles: jest.Mocked<ConnectionHandles>;
  let pushStock: jest.Mock<Promise<StockPushOutcome>>;
  /** One flush of the connection, to the hand-back of its lease. */
  const flushOnce = async () => {
    await sut.start();
    sut.schedule('ten_a', 'trendyol', 0);
    await eventually(() => pushes.nextDueInMs.mock.calls.length > 0);
    await sut.stop();
  };

  beforeEach(() => {
    pushes = automock(StockPushesRepository);
    pushes.hold.mockResolvedValue(true);
    pushes.due.mockResolvedValueOnce([due('A'), due('B'), due('C', { attempts: 2 })]).mockResolvedValue([]);
    pushes.nextDueInMs.mockResolvedValue(null);
    handles = automock(ConnectionHandles);
    handles.forConnection.mockResolvedValue(handle);
    pushStock = jest.fn();
    const connector = { name: 'trendyol', pushStock, limits: () => ({ stockBatchSize: 3 }) } as unknown as MarketplaceConnector;
    sut = new StockPushFlusher(pushes, handles, connector, config);
  });

  afterEach(() => sut.stop());

  it('sends the due values of one batch, settles what was answered and retries what was not', async () => {
    pushStock.mockResolvedValue({ accepted: ['A'], rejected: [{ sku: 'B', reason: 'unknown barcode' }] });

    await flushOnce();

    expect(pushes.due).toHaveBeenCalledWith('ten_a', 'trendyol', 3);
    expect(pushStock).toHaveBeenCalledWith(handle, [
      { sku: 'A', barcode: 'B-A', listing_id: 'L-A', quantity: 5, price: 12.5 },
      { sku: 'B', barcode: 'B-B', listing_id: 'L-B', quantity: 5, price: 12.5 },
      { sku: 'C', barcode: 'B-C', listing_id: 'L-C', quantity: 5, price: 12.5 },
    ]);
    expect(pushes.settle).toHaveBeenCalledWith('ten_a', 'trendyol', [
      { sku: 'A', product_id: 'prd_A', seq: 3, quantity: 5, rejected: false, error: null },
      { sku: 'B', product_id: 'prd_B', seq: 3, quantity: 5, rejected: true, error: 'unknown barcode' },
    ]);
    expect(pushes.retryLater).toHaveBeenCalledWith(
      'ten_a',
      'trendyol',
      [{ sku: 'C', delayMs: expect.any(Number) }],
      'no answer for this SKU',
    );
    expect(pushes.release).toHaveBeenCalledWith('ten_a', 'trendyol', expect.any(String));
  });

  it('waits the marketplace’s Retry-After for every row of a batch it refused as a whole', async () => {
    pushStock.mockRejectedValue(new DomainError('rate_limit.exceeded', undefined, 30));

    await flushOnce();

    expect(pushes.settle).not.toHaveBeenCalled();
    const [, , waits, error] = pushes.retryLater.mock.calls[0];
    expect(error).toBe('rate_limit.exceeded');
    expect(waits.map((wait) => wait.sku)).toEqual(['A', 'B', 'C']);
    for (const wait of waits) expect(wait.delayMs).toBeGreaterThanOrEqual(30_000);
  });

  it('lets the rows of a connection that is not connected sleep, sending nothing', async () => {
    handles.forConnection.mockRejectedValue(new DomainError('resource.not_found'));

    await flushOnce();

    expect(pushStock).not.toHaveBeenCalled();
    expect(pushes.sleep).toHaveBeenCalledWith('ten_a', 'trendyol', config.TEZGAH_STOCK_RETRY_MAX_MS);
    expect(pushes.release).toHaveBeenCalled();
  });

  it('leaves the connection to the replica holding its lease', async () => {
    pushes.hold.mockResolvedValue(false);
    await sut.start();

    sut.schedule('ten_a', 'trendyol', 0);
    await eventually(() => pushes.hold.mock.calls.length > 0);
    await sut.stop();

    expect(pushes.due).not.toHaveBeenCalled();
    expect(pushes.release).not.toHaveBeenCalled();
  });
});
